import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatQuantity, type Service } from '@tsa/shared';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';

export interface ServicesTableProps {
  /** undefined while loading: skeleton rows stand in. */
  services: Service[] | undefined;
  /** The ids whose active switch is being saved. */
  toggling: ReadonlySet<string>;
  onToggle: (service: Service, active: boolean) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  empty: ReactNode;
}

export function minimumText(service: Service): string {
  return service.minQuantity > 0 ? `${formatQuantity(service.minQuantity)} ${service.unitLabel}` : 'Không';
}

function ServiceActions({
  service,
  onEdit,
  onDelete,
}: Pick<ServicesTableProps, 'onEdit' | 'onDelete'> & { service: Service }) {
  return (
    <Stack
      direction="row"
      spacing={{ xs: 0, sm: 0.5 }}
      sx={{
        justifyContent: 'flex-end',
      }}
    >
      <Tooltip title="Sửa">
        <IconButton aria-label={`Sửa ${service.name}`} onClick={() => onEdit(service)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Xóa">
        <IconButton aria-label={`Xóa ${service.name}`} onClick={() => onDelete(service)} color="error">
          <DeleteOutlineRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * The price list as the admin edits it. Phones get the same rows as compact blocks in a
 * horizontally scrolling table would be unreadable, so the columns collapse under the name.
 */
export function ServicesTable({ services, toggling, onToggle, onEdit, onDelete, empty }: ServicesTableProps) {
  return (
    <TableContainer>
      {/* Phones: tighter cells so the name keeps most of the width. */}
      <Table
        aria-label="Bảng giá dịch vụ"
        sx={{
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
          '& .MuiTableCell-root:first-of-type': { pl: { xs: 2, sm: 2 } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Dịch vụ</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              Đơn giá
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>Tối thiểu</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>Thứ tự</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Mở bán</TableCell>
            <TableCell align="right" sx={{ width: { xs: 88, sm: 104 } }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                Thao tác
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {services === undefined &&
            Array.from({ length: 6 }, (_, index) => (
              <TableRow key={index} aria-hidden>
                <TableCell>
                  <Skeleton width="50%" />
                  <Skeleton width="80%" />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Skeleton />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <Skeleton />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <Skeleton />
                </TableCell>
                <TableCell>
                  <Skeleton width={40} />
                </TableCell>
                <TableCell />
              </TableRow>
            ))}
          {services?.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ borderBottom: 0 }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
          {services?.map((service) => (
            <TableRow key={service.id} hover sx={{ opacity: service.active ? 1 : 0.72 }}>
              <TableCell>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{
                    alignItems: 'center',
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{service.name}</Typography>
                  {!service.active && <Chip size="small" label="Tạm ngưng" />}
                </Stack>
                {service.description && (
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                      mt: 0.25,
                      maxWidth: 520,
                      display: '-webkit-box',
                      WebkitBoxOrient: 'vertical',
                      WebkitLineClamp: { xs: 2, sm: 'unset' },
                      overflow: { xs: 'hidden', sm: 'visible' },
                    }}
                  >
                    {service.description}
                  </Typography>
                )}
                {/* Phones: price and minimum under the name. */}
                <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5, fontWeight: 600 }}>
                  {formatMoney(service.unitPrice)}/{service.unitLabel}
                  {service.minQuantity > 0 && (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {' '}
                      · tối thiểu {minimumText(service)}
                    </Box>
                  )}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(service.unitPrice)}</Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  / {service.unitLabel}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {minimumText(service)}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{service.sortOrder}</TableCell>
              <TableCell>
                <Switch
                  checked={service.active}
                  disabled={toggling.has(service.id)}
                  onChange={(event) => onToggle(service, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Mở bán ${service.name}` } }}
                />
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <ServiceActions service={service} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
