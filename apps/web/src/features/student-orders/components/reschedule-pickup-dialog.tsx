import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type PickupSlot } from '@tsa/shared';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { errorText, isApiError } from '@/lib/api-error';
import { bySlot, useSlotAvailability } from '@/lib/slot-availability';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useReschedulePickup } from '../api/reschedule-pickup';
import { pickupText } from '../lib/order-text';
import { PickupPicker } from './order-form/pickup-picker';

export interface ReschedulePickupDialogProps {
  order: OrderDetailView;
  open: boolean;
  onClose: () => void;
}

/** "Đổi giờ lấy đồ": another day and window with places left, until the current window starts. */
export function ReschedulePickupDialog({ order, open, onClose }: ReschedulePickupDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open && <RescheduleForm order={order} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function RescheduleForm({ order, titleId, onClose }: { order: OrderDetailView; titleId: string; onClose: () => void }) {
  const [now] = useState(() => new Date());
  const [date, setDate] = useState(order.pickupDate ?? '');
  const [slot, setSlot] = useState<PickupSlot | ''>('');
  const [missing, setMissing] = useState<string | undefined>();
  const buildingId = order.address.buildingId ?? undefined;
  const places = useSlotAvailability(date, buildingId, Boolean(buildingId && date), order.id);
  const move = useReschedulePickup();
  const serverFields = isApiError(move.error) ? move.error.fields : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!slot || !date) {
      setMissing('Vui lòng chọn khung giờ lấy đồ mới');
      return;
    }
    try {
      await move.mutateAsync({ id: order.id, date, slot });
      enqueueSnackbar(`Đã đổi giờ lấy đồ sang ${pickupText(date, slot)}`, { variant: 'success' });
      onClose();
    } catch {
      // Shown below.
    }
  };

  const slotError = missing ?? serverFields?.slot;
  const other = move.error && !serverFields?.slot && !serverFields?.date ? move.error : null;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Đổi giờ lấy đồ</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            Hiện tại: {pickupText(order.pickupDate, order.pickupSlot)}. Bạn có thể đổi cho đến khi khung giờ này bắt
            đầu.
          </DialogContentText>
          <PickupPicker
            idPrefix="reschedule"
            dayLabel="Ngày lấy đồ"
            date={date}
            slot={slot}
            now={now}
            onDateChange={(day) => {
              setDate(day);
              setSlot('');
              move.reset();
            }}
            onSlotChange={(value) => {
              setSlot(value);
              setMissing(undefined);
              move.reset();
            }}
            dateError={serverFields?.date}
            slotError={slotError}
            availability={bySlot(places.data)}
          />
          {other && <Alert severity="error">{errorText(other)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel="Đổi giờ" pending={move.isPending} />
    </form>
  );
}
