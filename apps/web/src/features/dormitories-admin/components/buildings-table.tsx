import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Building } from '@tsa/shared';
import { roomHint } from '@/components/address/dormitory-building-fields';

export interface BuildingsTableProps {
  buildings: Building[];
  /** The ids whose switch is being saved. */
  toggling: ReadonlySet<string>;
  onToggle: (building: Building, active: boolean) => void;
  onEdit: (building: Building) => void;
  /** Names the table for screen readers ("Tòa nhà của KTX Khu A"). */
  label: string;
}

/** The buildings of one dormitory: name, code, rooms, and whether new addresses may pick it. */
export function BuildingsTable({ buildings, toggling, onToggle, onEdit, label }: BuildingsTableProps) {
  if (buildings.length === 0) {
    return (
      <Typography
        sx={{
          color: 'text.secondary',
          px: 2,
          pb: 2,
        }}
      >
        Chưa có tòa nhà nào. Thêm tòa nhà để sinh viên chọn được nơi này.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Tòa nhà</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Số phòng</TableCell>
            <TableCell>Đang phục vụ</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Sửa
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {buildings.map((building) => (
            <TableRow key={building.id}>
              <TableCell>
                <Typography
                  sx={{
                    fontWeight: 600,
                  }}
                >
                  {building.name}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  Mã {building.code}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {roomHint(building) ?? 'Không giới hạn'}
              </TableCell>
              <TableCell>
                <Switch
                  checked={building.active}
                  disabled={toggling.has(building.id)}
                  onChange={(event) => onToggle(building, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${building.name} đang phục vụ` } }}
                />
              </TableCell>
              <TableCell align="right">
                <Tooltip title="Sửa">
                  <IconButton aria-label={`Sửa tòa nhà ${building.name}`} onClick={() => onEdit(building)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
