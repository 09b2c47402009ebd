import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type PickupSlot } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { errorText, isApiError } from '@/lib/api-error';
import { bySlot, useSlotAvailability } from '@/lib/slot-availability';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useChooseReturnSlot } from '../api/choose-return-slot';
import { firstOpenPickup } from '../lib/order-form';
import { pickupText } from '../lib/order-text';
import { PickupPicker } from './order-form/pickup-picker';

export interface ReturnSlotDialogProps {
  order: OrderDetailView;
  open: boolean;
  onClose: () => void;
}

/** "Chọn giờ trả đồ": a day and a window with places left, for an order that is ready. */
export function ReturnSlotDialog({ order, open, onClose }: ReturnSlotDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open && <ReturnSlotForm order={order} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function ReturnSlotForm({ order, titleId, onClose }: { order: OrderDetailView; titleId: string; onClose: () => void }) {
  const [now] = useState(() => new Date());
  const first = firstOpenPickup(now);
  const [date, setDate] = useState(order.returnDate ?? first.date);
  const [slot, setSlot] = useState<PickupSlot | ''>(order.returnSlot ?? first.slot);
  const [missing, setMissing] = useState<string | undefined>();
  const buildingId = order.address.buildingId ?? undefined;
  const places = useSlotAvailability(date, buildingId, Boolean(buildingId), order.id);
  const choose = useChooseReturnSlot();
  const serverFields = isApiError(choose.error) ? choose.error.fields : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!slot) {
      setMissing('Vui lòng chọn khung giờ trả đồ');
      return;
    }
    try {
      await choose.mutateAsync({ id: order.id, returnDate: date, returnSlot: slot });
      enqueueSnackbar(`Đã hẹn trả đồ ${pickupText(date, slot)}`, { variant: 'success' });
      onClose();
    } catch {
      // Shown below ("Hết chỗ…" under the windows).
    }
  };

  const slotError = missing ?? serverFields?.returnSlot;
  const other = choose.error && !serverFields?.returnSlot && !serverFields?.returnDate ? choose.error : null;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Chọn giờ trả đồ</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            Đơn {order.code} đã giặt xong. Chọn lúc bạn có ở phòng để nhân viên mang đồ đến.
          </DialogContentText>
          <PickupPicker
            idPrefix="return"
            dayLabel="Ngày trả đồ"
            date={date}
            slot={slot}
            now={now}
            onDateChange={(day) => {
              setDate(day);
              setSlot('');
              choose.reset();
            }}
            onSlotChange={(value) => {
              setSlot(value);
              setMissing(undefined);
              choose.reset();
            }}
            dateError={serverFields?.returnDate}
            slotError={slotError}
            availability={bySlot(places.data)}
          />
          {other && <Alert severity="error">{errorText(other)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel="Xác nhận giờ trả" pending={choose.isPending} />
    </form>
  );
}
