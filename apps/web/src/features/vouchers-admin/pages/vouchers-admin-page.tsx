import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatViDate, voucherSummary } from '@tsa/shared';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useSetVoucherActive, useVoucherServices, useVouchers, type AdminVoucher } from '../api/vouchers-admin';
import { VoucherFormDialog } from '../components/voucher-form-dialog';

type Editing = { voucher: AdminVoucher | null; open: boolean; session: number };

const validity = (voucher: AdminVoucher) =>
  voucher.startsOn || voucher.endsOn
    ? `${voucher.startsOn ? formatViDate(voucher.startsOn) : 'Ngay'} – ${voucher.endsOn ? formatViDate(voucher.endsOn) : 'không hết hạn'}`
    : 'Không thời hạn';
const uses = (voucher: AdminVoucher) =>
  `${voucher.usedCount}${voucher.totalLimit === null ? '' : `/${voucher.totalLimit}`} lượt`;

function StatusChip({ voucher }: { voucher: AdminVoucher }) {
  const usedUp = voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit;
  const label = !voucher.active ? 'Đã tắt' : usedUp ? 'Hết lượt' : 'Đang áp dụng';
  return <Chip size="small" color={voucher.active && !usedUp ? 'success' : 'default'} label={label} />;
}

/** /dashboard/vouchers: the promotion codes; students type one on the order form. */
function VouchersAdminPage() {
  const vouchers = useVouchers();
  const services = useVoucherServices();
  const toggle = useSetVoucherActive();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [editing, setEditing] = useState<Editing>({ voucher: null, open: false, session: 0 });
  const names = new Map((services.data ?? []).map((s) => [s.id, s.name]));
  const scope = (voucher: AdminVoucher) =>
    [
      voucher.serviceIds
        ? voucher.serviceIds.map((id) => names.get(id) ?? 'Dịch vụ không còn').join(', ')
        : 'Mọi dịch vụ',
      voucher.firstOrderOnly ? 'đơn đầu tiên' : null,
      `${voucher.perStudentLimit} lần/sinh viên`,
    ]
      .filter(Boolean)
      .join(' · ');
  const open = (voucher: AdminVoucher | null) =>
    setEditing((current) => ({ voucher, open: true, session: current.session + 1 }));
  const setActive = (voucher: AdminVoucher, active: boolean) =>
    toggle.mutate(
      { id: voucher.id, active },
      {
        onSuccess: () =>
          enqueueSnackbar(active ? `Đã bật lại mã ${voucher.code}` : `Đã tắt mã ${voucher.code}`, {
            variant: 'success',
          }),
      },
    );
  const actions = (voucher: AdminVoucher) => (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" onClick={() => open(voucher)} aria-label={`Sửa mã ${voucher.code}`}>
        Sửa
      </Button>
      <Button
        size="small"
        color={voucher.active ? 'warning' : 'primary'}
        disabled={toggle.isPending && toggle.variables?.id === voucher.id}
        onClick={() => setActive(voucher, !voucher.active)}
        aria-label={voucher.active ? `Tắt mã ${voucher.code}` : `Bật lại mã ${voucher.code}`}
      >
        {voucher.active ? 'Tắt mã' : 'Bật lại'}
      </Button>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title="Mã giảm giá"
        subtitle="Sinh viên nhập mã khi đặt đơn. Mã và mức giảm không đổi sau khi tạo; điều kiện, hạn dùng và số lượt sửa được."
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => open(null)}>
            Tạo mã
          </Button>
        }
      />
      {vouchers.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : vouchers.isError ? (
        <Card>
          <ErrorState
            title="Không tải được mã giảm giá"
            error={vouchers.error}
            onRetry={() => void vouchers.refetch()}
            retrying={vouchers.isFetching}
          />
        </Card>
      ) : vouchers.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<LocalOfferOutlinedIcon />}
            title="Chưa có mã giảm giá nào"
            description="Tạo mã giảm theo phần trăm hoặc số tiền cố định cho chương trình khuyến mãi."
            action={
              <Button variant="outlined" onClick={() => open(null)}>
                Tạo mã
              </Button>
            }
          />
        </Card>
      ) : wide ? (
        <Card>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Danh sách mã giảm giá">
              <TableHead>
                <TableRow>
                  <TableCell>Mã</TableCell>
                  <TableCell>Mức giảm</TableCell>
                  <TableCell>Áp dụng</TableCell>
                  <TableCell>Thời hạn</TableCell>
                  <TableCell align="right">Đã dùng</TableCell>
                  <TableCell>Trạng thái</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Thao tác
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {vouchers.data.map((voucher) => (
                  <TableRow key={voucher.id}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
                        {voucher.code}
                      </Typography>
                      {voucher.description && (
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {voucher.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{voucherSummary(voucher)}</TableCell>
                    <TableCell>{scope(voucher)}</TableCell>
                    <TableCell>{validity(voucher)}</TableCell>
                    <TableCell align="right">{uses(voucher)}</TableCell>
                    <TableCell>
                      <StatusChip voucher={voucher} />
                    </TableCell>
                    <TableCell>{actions(voucher)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Card>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {vouchers.data.map((voucher) => (
            <Card component="li" key={voucher.id} aria-labelledby={`voucher-${voucher.id}`}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      id={`voucher-${voucher.id}`}
                      variant="subtitle1"
                      component="h2"
                      sx={{ fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                    >
                      {voucher.code}
                    </Typography>
                    <Typography variant="body2">{voucherSummary(voucher)}</Typography>
                    {voucher.description && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {voucher.description}
                      </Typography>
                    )}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {scope(voucher)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {validity(voucher)} · Đã dùng {uses(voucher)}
                    </Typography>
                  </Box>
                  <StatusChip voucher={voucher} />
                </Stack>
                <Box sx={{ mt: 1.5 }}>{actions(voucher)}</Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <VoucherFormDialog
        open={editing.open}
        voucher={editing.voucher}
        session={editing.session}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export default VouchersAdminPage;
