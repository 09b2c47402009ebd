import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { BANK_TRANSACTION_FLAG_LABELS } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useUnmatchedTransactions, type BankTransactionView } from '../api/get-transactions';
import { useMatchTransaction } from '../api/match-transaction';

function MatchDialog({ transaction, onClose }: { transaction: BankTransactionView; onClose: () => void }) {
  const match = useMatchTransaction();
  const [code, setCode] = useState(transaction.order?.code ?? '');
  const submit = () =>
    match.mutate(
      { id: transaction.id, orderCode: code },
      {
        onSuccess: (matched) => {
          enqueueSnackbar(
            matched.wallet
              ? `Đã nạp vào ví TSA của ${matched.wallet.name}`
              : `Đã khớp giao dịch với đơn ${matched.order?.code ?? code}`,
            { variant: 'success' },
          );
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="match-title">
      <DialogTitle id="match-title">Khớp giao dịch {formatMoney(transaction.amount)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Nội dung: “{transaction.content || '(trống)'}”. Nhập mã đơn mà khoản tiền này thanh toán, hoặc mã nạp ví
          (NAP…) của sinh viên để nạp vào ví TSA.
        </DialogContentText>
        <TextField
          label="Mã đơn hoặc mã nạp ví"
          placeholder="TSA-261121-0001"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogFooter
        cancelLabel="Hủy"
        onCancel={onClose}
        confirmLabel="Khớp với đơn"
        onConfirm={submit}
        confirmDisabled={!code.trim()}
        pending={match.isPending}
      />
    </Dialog>
  );
}

/** Bank notifications no order could be found for (or that need a look): match them by hand. */
export function UnmatchedTransactions() {
  const list = useUnmatchedTransactions();
  const [matching, setMatching] = useState<BankTransactionView | null>(null);
  const rows = list.data ?? [];
  return (
    <Card component="section" aria-labelledby="unmatched-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="unmatched-title" variant="h6" component="h2">
        Giao dịch chưa khớp
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 2,
        }}
      >
        Tiền đã vào tài khoản nhưng nội dung không chứa mã đơn hợp lệ, hoặc đơn đã thanh toán/đã hủy.
      </Typography>
      {list.isError && <Alert severity="error">Không tải được danh sách giao dịch</Alert>}
      {list.isSuccess && rows.length === 0 && <Alert severity="success">Không có giao dịch nào cần xử lý.</Alert>}
      <Stack
        component="ul"
        // A rule between rows, drawn by the rows: a list holds list items only.
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {rows.map((row) => (
          <Stack
            component="li"
            key={row.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{
              alignItems: { sm: 'center' },
              py: 1.5,
            }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{
                  alignItems: 'center',
                  flexWrap: 'wrap',
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{formatMoney(row.amount)}</Typography>
                {row.flag && <Chip size="small" color="warning" label={BANK_TRANSACTION_FLAG_LABELS[row.flag]} />}
                {row.order && <Chip size="small" variant="outlined" label={row.order.code} />}
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.content || '(không có nội dung)'}
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {row.gateway ?? 'Ngân hàng'} · mã GD {row.referenceCode ?? row.externalId} · nhận lúc{' '}
                {formatDateTime(row.receivedAt)}
              </Typography>
            </Stack>
            {row.flag !== 'ALREADY_PAID' && row.flag !== 'ORDER_CANCELLED' && (
              <Button variant="outlined" onClick={() => setMatching(row)}>
                Khớp với đơn
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      {matching && <MatchDialog transaction={matching} onClose={() => setMatching(null)} />}
    </Card>
  );
}
