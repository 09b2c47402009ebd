import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { personName, walletAdjustmentSchema } from '@tsa/shared';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { WalletEntryList } from '@/components/wallet/wallet-entry-list';
import { errorText, isApiError } from '@/lib/api-error';
import { fieldErrors } from '@/lib/field-errors';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useAdjustWallet, useUserWallet } from '../api/user-wallet';
import type { UserRecord } from '../types';

export interface UserWalletDialogProps {
  user: UserRecord;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** "Điều chỉnh số dư": add or take, an amount, and the reason kept in the statement and the audit log. */
function AdjustForm({ userId, balance }: { userId: string; balance: number }) {
  const adjust = useAdjustWallet(userId);
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = amount.replace(/[.\s,₫đ]/gi, '');
    const signed = /^\d{1,12}$/.test(digits) ? (direction === 'take' ? -1 : 1) * Number(digits) : amount;
    const parsed = walletAdjustmentSchema.safeParse({ amount: signed, reason });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (parsed.data.amount < 0 && -parsed.data.amount > balance) {
      setErrors({ amount: `Chỉ có thể trừ tối đa ${formatMoney(balance)}` });
      return;
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: (wallet) => {
        enqueueSnackbar(`Đã điều chỉnh. Số dư mới ${formatMoney(wallet.balance)}`, { variant: 'success' });
        setAmount('');
        setReason('');
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields);
      },
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Điều chỉnh số dư">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Điều chỉnh số dư
      </Typography>
      <Stack spacing={1.5}>
        <RadioGroup
          row
          aria-label="Cộng hay trừ"
          value={direction}
          onChange={(event) => setDirection(event.target.value as 'add' | 'take')}
        >
          <FormControlLabel value="add" control={<Radio />} label="Cộng vào ví" />
          <FormControlLabel value="take" control={<Radio />} label="Trừ khỏi ví" />
        </RadioGroup>
        <TextField
          label="Số tiền"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Lý do"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Sinh viên thấy lý do này trong lịch sử ví; được ghi vào nhật ký'}
        />
        {adjust.isError && !(isApiError(adjust.error) && adjust.error.fields) && (
          <Alert severity="error">{errorText(adjust.error)}</Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={adjust.isPending}>
            Điều chỉnh số dư
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** A student's ví TSA as the admin sees it: balance, latest entries, and the adjustment form. */
export function UserWalletDialog({ user, open, onClose, onExited }: UserWalletDialogProps) {
  const wallet = useUserWallet(user.id, open);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Ví TSA của {personName(user)}</DialogTitle>
      <DialogContent>
        {wallet.isPending ? (
          <CircularProgress aria-label="Đang tải ví" />
        ) : wallet.isError ? (
          <Alert severity="error">{errorText(wallet.error)}</Alert>
        ) : (
          <Stack spacing={3}>
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Số dư · nội dung nạp {wallet.data.topUpCode}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="user-wallet-balance">
                {formatMoney(wallet.data.balance)}
              </Typography>
            </Box>
            <AdjustForm userId={user.id} balance={wallet.data.balance} />
            <Box>
              <Typography variant="subtitle2" component="h3">
                Giao dịch gần đây
              </Typography>
              {wallet.data.entries.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>Chưa có giao dịch nào.</Typography>
              ) : (
                <WalletEntryList entries={wallet.data.entries} label={`Giao dịch ví của ${personName(user)}`} />
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Đóng</Button>
      </DialogActions>
    </Dialog>
  );
}
