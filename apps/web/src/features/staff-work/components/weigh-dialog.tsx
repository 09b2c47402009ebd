import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { formatQuantity, ORDER_LIMITS } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { useWhenQueued } from '@/lib/use-when-queued';
import { DialogFooter } from '@/components/dialog-footer';
import { ProofDialog } from '@/components/orders/proof-dialog';
import type { OrderView } from '@/components/orders/types';
import { isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
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

/** The kilograms typed so far on the weighed lines, for the scale's photo to start from. */
function typedKg(order: OrderView, texts: Record<string, string>): number | null {
  const kg = order.items
    .filter((line) => line.unit === 'KG')
    .reduce((sum, line) => sum + (Number((texts[line.id] ?? '').replace(',', '.')) || 0), 0);
  return kg > 0 ? Math.round(kg * 10) / 10 : null;
}

export interface WeighDialogProps {
  order: OrderView | null;
  onClose: () => void;
}

/**
 * 'Nhận đồ & cân': the real weight or count of each line, the final total recomputed as the
 * server will (each line at least its minimum, an empty line free), then the order goes to WASHING.
 */
export function WeighDialog({ order, onClose }: WeighDialogProps) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={Boolean(order)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="weigh-title"
    >
      {order && <WeighForm key={order.id} order={order} onClose={onClose} />}
    </Dialog>
  );
}

function WeighForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const change = useChangeOrderStatus();
  // Weighed without a network: the weights wait to be sent (the page says so), the dialog has nothing left to do.
  useWhenQueued(change.isPaused, onClose);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.items.map((line) => [line.id, formatQuantity(line.finalQuantity ?? line.quantity)])),
  );
  const [note, setNote] = useState('');
  // The scale's photo (decision 043): beside the weighing, never required for it.
  const [proofOpen, setProofOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const problems = Object.fromEntries(
    order.items.map((line) => [line.id, weighedLineProblem(line, texts[line.id] ?? '')]),
  );
  const { total, partial } = weighedTotal(order.items, texts);
  const linesValid = Object.values(problems).every((problem) => problem === null);
  // The same rules as the server's: something in the bag, and within the bound of one order.
  const orderProblem = weighedOrderProblem(order.items, texts);
  const valid = linesValid && orderProblem === null && note.length <= ORDER_LIMITS.note;

  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    change.mutate(
      {
        id: order.id,
        status: 'WASHING',
        note: note.trim() || undefined,
        items: weighedItems(order.items, texts),
      },
      {
        onSuccess: () => {
          enqueueSnackbar('Đã cập nhật', { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || !error.fields) return;
          // `items.1.quantity` → the second line.
          const byLine: Record<string, string> = {};
          for (const [key, message] of Object.entries(error.fields)) {
            const index = /^items\.(\d+)/.exec(key)?.[1];
            const line = index === undefined ? undefined : order.items[Number(index)];
            if (line) byLine[line.id] = message;
          }
          setServerErrors(byLine);
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id="weigh-title">Nhận đồ & cân: {order.code}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Nhập cân nặng hoặc số lượng thực tế. Dưới mức tối thiểu thì tính theo mức tối thiểu; 0 là không có đồ của dịch
          vụ đó (không tính tiền).
        </DialogContentText>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {order.items.map((line) => {
            const text = texts[line.id] ?? '';
            const error =
              serverErrors[line.id] || (submitted || text !== formatQuantity(line.quantity) ? problems[line.id] : null);
            const amount = weighedLineAmount(line, text);
            return (
              <Stack
                key={line.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 1, sm: 2 }}
                sx={{
                  alignItems: { sm: 'flex-start' },
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0, pt: { sm: 1 } }}>
                  <Typography sx={{ fontWeight: 600 }}>{line.serviceName}</Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    Ước tính {formatQuantity(line.quantity)} {line.unitLabel} · {formatMoney(line.unitPrice)}/
                    {line.unitLabel}
                  </Typography>
                </Box>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{
                    alignItems: 'flex-start',
                  }}
                >
                  <TextField
                    label="Thực tế"
                    value={text}
                    onChange={(event) => {
                      setTexts((current) => ({ ...current, [line.id]: event.target.value }));
                      setServerErrors((current) => ({ ...current, [line.id]: '' }));
                    }}
                    error={Boolean(error)}
                    helperText={error || weighedLineHint(line, text) || ' '}
                    sx={{ width: { xs: 'auto', sm: 170 }, flex: { xs: 1, sm: 'none' } }}
                    slotProps={{
                      htmlInput: {
                        inputMode: line.unit === 'KG' ? 'decimal' : 'numeric',
                        'aria-label': `Số lượng thực tế ${line.serviceName} (${line.unitLabel})`,
                      },
                      input: { endAdornment: <InputAdornment position="end">{line.unitLabel}</InputAdornment> },
                    }}
                  />
                  <Typography sx={{ fontWeight: 600, minWidth: 96, textAlign: 'right', pt: 2 }}>
                    {amount === null ? '—' : formatMoney(amount)}
                  </Typography>
                </Stack>
              </Stack>
            );
          })}
        </Stack>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<PhotoCameraRoundedIcon />}
          onClick={() => setProofOpen(true)}
          sx={{ mt: 3, minHeight: 48 }}
        >
          Chụp ảnh túi trên cân
        </Button>
        {proofOpen && (
          <ProofDialog
            open
            orderId={order.id}
            code={order.code}
            stage="WEIGHING"
            weightKg={typedKg(order, texts)}
            onClose={() => setProofOpen(false)}
          />
        )}
        <TextField
          label="Ghi chú (không bắt buộc)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          sx={{ mt: 3 }}
          error={note.length > ORDER_LIMITS.note}
          helperText={`${note.length}/${ORDER_LIMITS.note}`}
        />
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'baseline',
            mt: 2.5,
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Thành tiền</Typography>
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {partial ? PARTIAL_TOTAL_NOTE : `Tạm tính lúc đặt: ${formatMoney(order.estimatedTotal)}`}
            </Typography>
          </Box>
          <Typography
            data-testid="weigh-total"
            sx={{ fontWeight: 800, fontSize: '1.375rem', color: 'primary.main', whiteSpace: 'nowrap' }}
          >
            {formatMoney(total)}
          </Typography>
        </Stack>
        {orderProblem && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {orderProblem}
          </Alert>
        )}
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        confirmLabel="Xác nhận, bắt đầu giặt"
        onConfirm={submit}
        pending={change.isPending}
      />
    </>
  );
}
