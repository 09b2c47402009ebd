import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createWithdrawalSchema } from '@tsa/shared';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { TextField } from '@/components/text-field';
import { errorText, isApiError } from '@/lib/api-error';
import { fieldErrors } from '@/lib/field-errors';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useRequestWithdrawal } from '../api/wallet-api';
import { checkWithdrawalAmount } from '../lib/amount';

export interface WithdrawDialogProps {
  open: boolean;
  balance: number;
  onClose: () => void;
}

const EMPTY = { amount: '', bankName: '', accountNumber: '', accountName: '' };
type Field = keyof typeof EMPTY;

/** "Rút về tài khoản ngân hàng": the sum leaves the wallet now, the shop transfers it within a few days. */
export function WithdrawDialog({ open, balance, onClose }: WithdrawDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useRequestWithdrawal();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setErrors({});
    setValues(EMPTY);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWithdrawalSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    const amount = checkWithdrawalAmount(values.amount, balance);
    if (!amount.ok) found.amount = amount.error;
    setErrors(found);
    if (!parsed.success || !amount.ok) return;
    mutation.mutate(parsed.data, {
      onSuccess: (withdrawal) => {
        enqueueSnackbar(`Đã gửi yêu cầu rút ${formatMoney(withdrawal.amount)}`, { variant: 'success' });
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Rút về tài khoản ngân hàng</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Số dư hiện có {formatMoney(balance)}. Số tiền rút được trừ khỏi ví ngay; cửa hàng chuyển khoản cho bạn và
            báo lại khi xong.
          </Typography>
          <Stack spacing={2}>
            <TextField
              label="Số tiền rút"
              value={values.amount}
              onChange={set('amount')}
              error={Boolean(errors.amount)}
              helperText={errors.amount}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
            />
            <TextField
              label="Ngân hàng"
              value={values.bankName}
              onChange={set('bankName')}
              error={Boolean(errors.bankName)}
              helperText={errors.bankName ?? 'Ví dụ: Vietcombank, MB, Techcombank'}
            />
            <TextField
              label="Số tài khoản"
              value={values.accountNumber}
              onChange={set('accountNumber')}
              error={Boolean(errors.accountNumber)}
              helperText={errors.accountNumber}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label="Tên chủ tài khoản"
              value={values.accountName}
              onChange={set('accountName')}
              error={Boolean(errors.accountName)}
              helperText={errors.accountName ?? 'Viết như ngân hàng in, không dấu'}
            />
            {mutation.isError && !(isApiError(mutation.error) && mutation.error.fields) && (
              <Alert severity="error">{errorText(mutation.error)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogFooter onCancel={close} confirmLabel="Gửi yêu cầu rút" pending={mutation.isPending} />
      </form>
    </Dialog>
  );
}
