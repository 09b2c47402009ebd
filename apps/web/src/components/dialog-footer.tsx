import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

export interface DialogFooterProps {
  /** The way out without acting ("Hủy", "Quay lại", "Giữ lại"…). */
  cancelLabel?: ReactNode;
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Left out, the button submits the form the footer sits in (Enter in a field does the same). */
  onConfirm?: () => void;
  confirmColor?: ButtonProps['color'];
  /** Off for a reason other than the action running, e.g. nothing changed yet. */
  confirmDisabled?: boolean;
  /** While the action runs the confirm button spins and cancelling is off, so it cannot be left half-done. */
  pending?: boolean;
}

/** The two buttons at the foot of a dialog: a quiet way out, then the action. */
export function DialogFooter({
  cancelLabel = 'Hủy',
  onCancel,
  confirmLabel,
  onConfirm,
  confirmColor,
  confirmDisabled,
  pending,
}: DialogFooterProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} color="inherit" disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        variant="contained"
        color={confirmColor}
        disabled={confirmDisabled}
        loading={pending}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
