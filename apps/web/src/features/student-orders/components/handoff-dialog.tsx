import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { HANDOFF_LABELS, HANDOFFS, handoffInputSchema, type Handoff, type HandoffInput } from '@tsa/shared';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/api-error';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useSetHandoff } from '../api/set-handoff';

export interface HandoffDialogProps {
  order: OrderDetailView;
  /** Which hand-offs may still change: each until its window starts. */
  pickupOpen: boolean;
  returnOpen: boolean;
  open: boolean;
  onClose: () => void;
}

/** "Nơi giao nhận": at the room, at reception, or to a roommate by name, for pickup and for drop-off. */
export function HandoffDialog({ open, onClose, ...props }: HandoffDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {open && <HandoffForm {...props} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

interface Choice {
  kind: Handoff;
  name: string;
}

function HandoffChoice({
  legend,
  idPrefix,
  value,
  error,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  value: Choice;
  error?: string;
  onChange: (value: Choice) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={`${idPrefix}-legend`}>{legend}</FormLabel>
      <RadioGroup
        aria-labelledby={`${idPrefix}-legend`}
        value={value.kind}
        onChange={(event) => onChange({ ...value, kind: event.target.value as Handoff })}
      >
        {HANDOFFS.map((kind) => (
          <FormControlLabel key={kind} value={kind} control={<Radio />} label={HANDOFF_LABELS[kind]} />
        ))}
      </RadioGroup>
      {value.kind === 'ROOMMATE' && (
        <TextField
          id={`${idPrefix}-name`}
          label="Tên bạn cùng phòng"
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          sx={{ mt: 1 }}
        />
      )}
    </FormControl>
  );
}

function HandoffForm({
  order,
  pickupOpen,
  returnOpen,
  titleId,
  onClose,
}: Omit<HandoffDialogProps, 'open'> & { titleId: string }) {
  const [pickup, setPickup] = useState<Choice>({
    kind: order.pickupHandoff.kind,
    name: order.pickupHandoff.name ?? '',
  });
  const [back, setBack] = useState<Choice>({ kind: order.returnHandoff.kind, name: order.returnHandoff.name ?? '' });
  const [errors, setErrors] = useState<{ pickup?: string; return?: string }>({});
  const save = useSetHandoff();

  const check = (choice: Choice): { input?: HandoffInput; error?: string } => {
    const parsed = handoffInputSchema.safeParse(choice.kind === 'ROOMMATE' ? choice : { kind: choice.kind });
    return parsed.success ? { input: parsed.data } : { error: parsed.error.issues[0]?.message };
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const p = pickupOpen ? check(pickup) : {};
    const r = returnOpen ? check(back) : {};
    setErrors({ pickup: p.error, return: r.error });
    if (p.error || r.error) return;
    try {
      await save.mutateAsync({ id: order.id, pickup: p.input, return: r.input });
      enqueueSnackbar('Đã lưu nơi giao nhận', { variant: 'success' });
      onClose();
    } catch {
      // Shown below.
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Nơi giao nhận</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          {pickupOpen && (
            <HandoffChoice
              legend="Khi lấy đồ"
              idPrefix="handoff-pickup"
              value={pickup}
              error={errors.pickup}
              onChange={setPickup}
            />
          )}
          {returnOpen && (
            <HandoffChoice
              legend="Khi trả đồ"
              idPrefix="handoff-return"
              value={back}
              error={errors.return}
              onChange={setBack}
            />
          )}
          {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel="Lưu" pending={save.isPending} />
    </form>
  );
}
