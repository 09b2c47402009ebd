import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import { PICKUP_SLOT_LABELS, PICKUP_SLOTS, type PickupSlot } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useSetSlotCapacity } from '../api/slot-capacity';
import { parseCapacity, type CapacityRow } from './capacity-figures';

/** One row of the editor: the default of every building, or one building's own figures. */
export interface CapacityTarget {
  buildingId: string | null;
  /** "Mặc định" or "KTX Khu A · A1". */
  title: string;
  own: CapacityRow;
  /** The default a building falls back to; undefined for the default row itself. */
  fallback?: CapacityRow;
}

export function CapacityDialog({ target, onClose }: { target: CapacityTarget | null; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {target && (
        <CapacityForm key={target.buildingId ?? 'default'} target={target} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
}

const text = (value: number | null) => (value === null ? '' : String(value));

function CapacityForm({ target, titleId, onClose }: { target: CapacityTarget; titleId: string; onClose: () => void }) {
  const save = useSetSlotCapacity();
  const [values, setValues] = useState<Record<PickupSlot, string>>(
    () => Object.fromEntries(PICKUP_SLOTS.map((slot) => [slot, text(target.own[slot])])) as Record<PickupSlot, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<PickupSlot, string>>>({});
  const fieldId = (slot: PickupSlot) => `capacity-${slot}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = PICKUP_SLOTS.map((slot) => [slot, parseCapacity(values[slot])] as const);
    const problems = Object.fromEntries(parsed.filter(([, value]) => typeof value === 'string'));
    setErrors(problems);
    const first = PICKUP_SLOTS.find((slot) => problems[slot]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      for (const [slot, value] of parsed) {
        if (value === target.own[slot]) continue;
        await save.mutateAsync({ buildingId: target.buildingId, slot, capacity: value as number | null });
      }
      enqueueSnackbar(`Đã lưu số chỗ: ${target.title}`, { variant: 'success' });
      onClose();
    } catch {
      // The alert below says why; what was saved before stays saved.
    }
  };

  const blankMeans = (slot: PickupSlot) => {
    if (!target.fallback) return 'Để trống: không giới hạn';
    const fallback = target.fallback[slot];
    return fallback === null ? 'Để trống: không giới hạn' : `Để trống: theo mặc định (${fallback} chỗ)`;
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Số chỗ mỗi khung giờ — {target.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            Mỗi lượt lấy đồ hoặc trả đồ trong ngày chiếm một chỗ của khung giờ. Khi hết chỗ, sinh viên phải chọn khung
            khác.
          </DialogContentText>
          {PICKUP_SLOTS.map((slot) => (
            <TextField
              key={slot}
              id={fieldId(slot)}
              label={`Khung ${PICKUP_SLOT_LABELS[slot]}`}
              value={values[slot]}
              onChange={(event) => setValues((current) => ({ ...current, [slot]: event.target.value }))}
              error={Boolean(errors[slot])}
              helperText={errors[slot] ?? blankMeans(slot)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
          {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel="Lưu số chỗ" pending={save.isPending} />
    </form>
  );
}
