import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatViDate } from '@tsa/shared';
import { formatMoney } from '@/lib/format';
import { useCashReconciliation } from '../api/get-cash';

/** Cash collected at the door per staff member per day: what each one hands over. */
export function CashReconciliation() {
  const cash = useCashReconciliation();
  const rows = cash.data ?? [];
  return (
    <Card component="section" aria-labelledby="cash-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cash-title" variant="h6" component="h2">
        Đối soát tiền mặt
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 2,
        }}
      >
        Tiền mặt nhân viên thu khi giao đồ, theo ngày (7 ngày gần nhất).
      </Typography>
      {cash.isError && <Alert severity="error">Không tải được số liệu tiền mặt</Alert>}
      {cash.isSuccess && rows.length === 0 && (
        <Alert severity="info">Chưa có khoản tiền mặt nào trong 7 ngày qua.</Alert>
      )}
      {rows.length > 0 && (
        <Table
          size="small"
          aria-label="Tiền mặt theo nhân viên và ngày"
          // A phone is 390 px wide: the four columns fit with less padding; a date or an amount never breaks.
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Ngày</TableCell>
              <TableCell>Nhân viên</TableCell>
              <TableCell align="right">Số đơn</TableCell>
              <TableCell align="right">Tiền mặt</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.date}-${row.staff.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatViDate(row.date)}</TableCell>
                <TableCell>{row.staff.name}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatMoney(row.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
