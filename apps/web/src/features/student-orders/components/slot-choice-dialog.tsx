import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type PickupSlot } from '@tsa/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { errorText, isApiError } from '@/lib/api-error';
import { bySlot, useSlotAvailability } from '@/lib/slot-availability';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { PickupPicker } from './order-form/pickup-picker';

export interface SlotChoice {
  date: string;
  slot: PickupSlot;
}

/**
 * A dialog whose form mounts each time it opens, so a new opening starts from the order as it
 * is now (and from a fresh request state): `form` draws it with the title's id.
 */
export function SlotChoiceDialog({
  open,
  onClose,
  form,
}: {
  open: boolean;
  onClose: () => void;
  form: (titleId: string) => ReactNode;
}) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open && form(titleId)}
    </Dialog>
  );
}

export interface SlotChoiceFormProps {
  order: OrderDetailView;
  titleId: string;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  idPrefix: string;
  dayLabel: string;
  confirmLabel: string;
  /** Said under the windows when none is chosen. */
  missingMessage: string;
  initial: { date: string; slot: PickupSlot | '' };
  /** What the endpoint calls the day and the window in its `fields` errors. */
  fieldNames: { date: string; slot: string };
  /** The request's state: its hook lives in the caller's form, so it starts fresh with the form. */
  request: { isPending: boolean; error: unknown; reset: () => void };
  save: (choice: SlotChoice) => Promise<unknown>;
  savedMessage: (choice: SlotChoice) => string;
}

/**
 * A day and a window with places left in the student's building, for an order already placed:
 * "Đổi giờ lấy đồ" and "Chọn giờ trả đồ". A full window or a closed day comes back from the
 * server under the field it belongs to; anything else above the buttons.
 */
export function SlotChoiceForm(props: SlotChoiceFormProps) {
  const { order, request, fieldNames } = props;
  const [now] = useState(() => new Date());
  const [date, setDate] = useState(props.initial.date);
  const [slot, setSlot] = useState<PickupSlot | ''>(props.initial.slot);
  const [missing, setMissing] = useState<string | undefined>();
  const buildingId = order.address.buildingId ?? undefined;
  const places = useSlotAvailability(date, buildingId, Boolean(buildingId && date), order.id);
  const serverFields = isApiError(request.error) ? request.error.fields : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot || !date) {
      setMissing(props.missingMessage);
      return;
    }
    try {
      await props.save({ date, slot });
      enqueueSnackbar(props.savedMessage({ date, slot }), { variant: 'success' });
      props.onClose();
    } catch {
      // Shown below.
    }
  };

  const slotError = missing ?? serverFields?.[fieldNames.slot];
  const other =
    request.error && !serverFields?.[fieldNames.slot] && !serverFields?.[fieldNames.date] ? request.error : null;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{props.intro}</DialogContentText>
          <PickupPicker
            idPrefix={props.idPrefix}
            dayLabel={props.dayLabel}
            date={date}
            slot={slot}
            now={now}
            onDateChange={(day) => {
              setDate(day);
              setSlot('');
              request.reset();
            }}
            onSlotChange={(value) => {
              setSlot(value);
              setMissing(undefined);
              request.reset();
            }}
            dateError={serverFields?.[fieldNames.date]}
            slotError={slotError}
            availability={bySlot(places.data)}
          />
          {other && <Alert severity="error">{errorText(other)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={props.onClose} confirmLabel={props.confirmLabel} pending={request.isPending} />
    </form>
  );
}
