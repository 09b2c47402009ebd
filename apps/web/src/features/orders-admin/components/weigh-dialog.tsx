import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { formatQuantity } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { useChangeOrderStatus } from '@/lib/orders/change-order-status';
import {
  PARTIAL_TOTAL_NOTE,
  weighedItems,
  weighedLineAmount,
  weighedLineHint,
  weighedLineProblem,
  weighedOrderProblem,
  weighedTotal,
} from '@/lib/orders/weighing';

export interface WeighDialogProps {
  order: OrderDetailView;
  open: boolean;
  onClose: () => void;
}

/**
 * Moving an order to WASHING records what was really received (kilos, pieces); the final total
 * is computed from it as the staff's dialog does (`lib/orders/weighing.ts`): each line billed at
 * least its service minimum, 0 free, a line not readable yet counted at what was ordered.
 */
export function WeighDialog({ order, open, onClose }: WeighDialogProps) {
  const titleId = useId();
  const change = useChangeOrderStatus();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.items.map((item) => [item.id, formatQuantity(item.finalQuantity ?? item.quantity)])),
  );
  const [submitted, setSubmitted] = useState(false);
  const { total, partial } = weighedTotal(order.items, values);
  const orderProblem = weighedOrderProblem(order.items, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const linesValid = order.items.every((item) => weighedLineProblem(item, values[item.id] ?? '') === null);
    if (!linesValid || orderProblem !== null) return;
    try {
      await change.mutateAsync({ id: order.id, status: 'WASHING', items: weighedItems(order.items, values) });
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
            Nhập số ký hoặc số món thực nhận. Thành tiền tính lại theo số thực tế, mỗi dòng tối thiểu theo dịch vụ; 0 là
            không có đồ của dịch vụ đó (không tính tiền).
          </DialogContentText>
          <Stack spacing={2}>
            {order.items.map((item) => {
              const text = values[item.id] ?? '';
              // Said as soon as it is typed, not only after a submit; the quantity as ordered is not an error.
              const error =
                submitted || text !== formatQuantity(item.finalQuantity ?? item.quantity)
                  ? weighedLineProblem(item, text)
                  : null;
              const amount = weighedLineAmount(item, text);
              return (
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
                    value={text}
                    onChange={(event) => setValues((current) => ({ ...current, [item.id]: event.target.value }))}
                    error={Boolean(error)}
                    helperText={
                      error ??
                      weighedLineHint(item, text) ??
                      `Ước tính ${formatQuantity(item.quantity)} ${item.unitLabel}${item.minQuantity > 0 ? ` · tối thiểu ${formatQuantity(item.minQuantity)} ${item.unitLabel}` : ''}`
                    }
                    slotProps={{
                      htmlInput: { inputMode: item.unit === 'KG' ? 'decimal' : 'numeric' },
                      input: { endAdornment: <InputAdornment position="end">{item.unitLabel}</InputAdornment> },
                    }}
                    sx={{ flex: 1 }}
                  />
                  <Typography sx={{ minWidth: 120, textAlign: { sm: 'right' }, fontWeight: 600 }}>
                    {amount === null ? '—' : formatMoney(amount)}
                  </Typography>
                </Stack>
              );
            })}
            <Stack
              direction="row"
              sx={{
                justifyContent: 'space-between',
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>Thành tiền</Typography>
                {partial && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {PARTIAL_TOTAL_NOTE}
                  </Typography>
                )}
              </div>
              <Typography data-testid="weigh-total" sx={{ fontWeight: 700 }}>
                {formatMoney(total)}
              </Typography>
            </Stack>
            {orderProblem && (
              <Alert severity="error" role="alert">
                {orderProblem}
              </Alert>
            )}
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
