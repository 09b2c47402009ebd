import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { billedQuantity, formatQuantity, lineAmount, weighedItemSchema } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { useChangeOrderStatus } from '@/lib/orders/change-order-status';

function parseQuantity(text: string): number {
  const compact = text.trim().replace(',', '.');
  return compact && /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

export interface WeighDialogProps {
  order: OrderDetailView;
  open: boolean;
  onClose: () => void;
}

/**
 * Moving an order to WASHING records what was really received (kilos, pieces); the final total
 * is computed from it, each line billed at least its service minimum.
 */
export function WeighDialog({ order, open, onClose }: WeighDialogProps) {
  const titleId = useId();
  const change = useChangeOrderStatus();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.items.map((item) => [item.id, formatQuantity(item.finalQuantity ?? item.quantity)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const lines = order.items.map((item) => {
    const quantity = parseQuantity(values[item.id] ?? '');
    const billed = Number.isFinite(quantity) ? billedQuantity(quantity, item.minQuantity) : 0;
    return { item, quantity, amount: lineAmount(item.unitPrice, billed) };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const line of lines) {
      const parsed = weighedItemSchema.safeParse({ itemId: line.item.id, quantity: line.quantity });
      if (!parsed.success)
        problems[line.item.id] = Number.isNaN(line.quantity)
          ? 'Số lượng phải là số'
          : (parsed.error.issues[0]?.message ?? 'Số lượng không hợp lệ');
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await change.mutateAsync({
        id: order.id,
        status: 'WASHING',
        items: lines.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
      });
      enqueueSnackbar(`Đơn ${order.code}: Đang giặt`, { variant: 'success' });
      onClose();
    } catch {
      // The snackbar tells why.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Cân đồ và bắt đầu giặt</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Nhập số ký hoặc số món thực nhận. Thành tiền tính lại theo số thực tế, mỗi dòng tối thiểu theo dịch vụ.
          </DialogContentText>
          <Stack spacing={2}>
            {lines.map(({ item, amount }) => (
              <Stack
                key={item.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{
                  alignItems: { sm: 'center' },
                }}
              >
                <TextField
                  label={item.serviceName}
                  value={values[item.id] ?? ''}
                  onChange={(event) => setValues((current) => ({ ...current, [item.id]: event.target.value }))}
                  error={Boolean(errors[item.id])}
                  helperText={
                    errors[item.id] ??
                    `Ước tính ${formatQuantity(item.quantity)} ${item.unitLabel}${item.minQuantity > 0 ? ` · tối thiểu ${formatQuantity(item.minQuantity)} ${item.unitLabel}` : ''}`
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { endAdornment: <InputAdornment position="end">{item.unitLabel}</InputAdornment> },
                  }}
                  sx={{ flex: 1 }}
                />
                <Typography sx={{ minWidth: 120, textAlign: { sm: 'right' }, fontWeight: 600 }}>
                  {formatMoney(amount)}
                </Typography>
              </Stack>
            ))}
            <Stack
              direction="row"
              sx={{
                justifyContent: 'space-between',
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>Thành tiền</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatMoney(total)}</Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogFooter
          cancelLabel="Để sau"
          onCancel={onClose}
          confirmLabel="Lưu và bắt đầu giặt"
          pending={change.isPending}
        />
      </form>
    </Dialog>
  );
}
