import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { HANDOFF_LABELS, slotStartsAt, type HandoffChoice } from '@tsa/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { LabelValueRow } from '@/components/label-value-row';
import type { OrderDetailView } from '@/components/orders/types';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useSearchParamValue } from '@/lib/use-search-param-value';
import { useConfirmPickup } from '../api/confirm-pickup';
import { pickupText } from '../lib/order-text';
import { HandoffDialog } from './handoff-dialog';
import { ReschedulePickupDialog } from './reschedule-pickup-dialog';

const handoffText = (handoff: HandoffChoice) =>
  handoff.kind === 'ROOMMATE' && handoff.name ? `Gửi bạn cùng phòng: ${handoff.name}` : HANDOFF_LABELS[handoff.kind];

const started = (date: string | null, slot: OrderDetailView['pickupSlot'], now: Date) =>
  Boolean(date && slot && slotStartsAt(date, slot).getTime() <= now.getTime());

/** Whether the pickup (and the drop-off) can still be changed: each until its window starts. */
function changeWindows(order: OrderDetailView, now = new Date()) {
  const pickupOpen =
    (order.status === 'PENDING' || order.status === 'CONFIRMED') &&
    order.pickupDate !== null &&
    !started(order.pickupDate, order.pickupSlot, now);
  const returnOpen =
    !['DELIVERING', 'COMPLETED', 'CANCELLED'].includes(order.status) &&
    !started(order.returnDate, order.returnSlot, now);
  return { pickupOpen, returnOpen };
}

/**
 * Changes without calling anyone (decision 043), under "Lấy đồ": where each bag is handed over,
 * "Đổi giờ lấy đồ", "Nơi giao nhận", and the night-before reminder's "Xác nhận". A notification
 * link's `?action=confirm|reschedule|cancel` opens the matching dialog; `confirm-now` (the
 * push's "Xác nhận" button) confirms at once, the one tap the student already made.
 */
export function PickupChanges({ order, onCancel }: { order: OrderDetailView; onCancel: () => void }) {
  const [action, setAction] = useSearchParamValue('action', { replaceOnClear: true });
  const [rescheduleOpen, setRescheduleOpen] = useState(false);
  const [handoffOpen, setHandoffOpen] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  const confirm = useConfirmPickup();
  const { pickupOpen, returnOpen } = changeWindows(order);

  const confirmNow = () =>
    confirm.mutate(order.id, {
      onSuccess: () => {
        enqueueSnackbar('Đã xác nhận lịch lấy đồ', { variant: 'success' });
        setReminderOpen(false);
      },
    });

  const openAction = useEffectEvent((value: string) => {
    setAction(null);
    if (!pickupOpen) return;
    if (value === 'confirm') setReminderOpen(true);
    else if (value === 'confirm-now') confirmNow();
    else if (value === 'reschedule') setRescheduleOpen(true);
    else if (value === 'cancel') onCancel();
  });
  useEffect(() => {
    if (action) openAction(action);
  }, [action]);

  return (
    <>
      <LabelValueRow label="Giao đồ bẩn">{handoffText(order.pickupHandoff)}</LabelValueRow>
      <LabelValueRow label="Nhận đồ sạch">{handoffText(order.returnHandoff)}</LabelValueRow>
      {pickupOpen && order.pickupConfirmedAt && (
        <Alert severity="success" sx={{ mt: 1 }}>
          Bạn đã xác nhận lịch lấy đồ.
        </Alert>
      )}
      {pickupOpen && order.pickupRemindedAt && !order.pickupConfirmedAt && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={confirmNow} loading={confirm.isPending}>
              Xác nhận
            </Button>
          }
        >
          Nhân viên sẽ đến lấy đồ {pickupText(order.pickupDate, order.pickupSlot)}. Bạn xác nhận nhé?
        </Alert>
      )}
      {(pickupOpen || returnOpen) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
          {pickupOpen && (
            <Button variant="outlined" startIcon={<EventRepeatRoundedIcon />} onClick={() => setRescheduleOpen(true)}>
              Đổi giờ lấy đồ
            </Button>
          )}
          <Button variant="outlined" startIcon={<MeetingRoomOutlinedIcon />} onClick={() => setHandoffOpen(true)}>
            Nơi giao nhận
          </Button>
        </Stack>
      )}
      <ReschedulePickupDialog order={order} open={rescheduleOpen} onClose={() => setRescheduleOpen(false)} />
      <HandoffDialog
        order={order}
        pickupOpen={pickupOpen}
        returnOpen={returnOpen}
        open={handoffOpen}
        onClose={() => setHandoffOpen(false)}
      />
      <Dialog open={reminderOpen} onClose={() => setReminderOpen(false)} aria-labelledby="pickup-reminder-title">
        <DialogTitle id="pickup-reminder-title">Lịch lấy đồ đơn {order.code}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Nhân viên sẽ đến lấy đồ {pickupText(order.pickupDate, order.pickupSlot)} ({handoffText(order.pickupHandoff)}
            ).
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button
            color="error"
            onClick={() => {
              setReminderOpen(false);
              onCancel();
            }}
          >
            Hủy đơn
          </Button>
          <Button
            onClick={() => {
              setReminderOpen(false);
              setRescheduleOpen(true);
            }}
          >
            Đổi giờ
          </Button>
          <Button variant="contained" onClick={confirmNow} loading={confirm.isPending}>
            Xác nhận
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
