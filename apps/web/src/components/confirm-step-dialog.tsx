import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ButtonProps } from '@mui/material/Button';
import { useId, type ReactNode } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { useArmed } from '@/lib/use-armed';

export interface ConfirmStepDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * An irreversible step asks once. Its confirm button wakes a moment after the dialog opens
 * (`useArmed`), so a double tap on the button that opened it never takes the step.
 */
export function ConfirmStepDialog({ open, title, ...rest }: ConfirmStepDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={rest.sending ? undefined : rest.onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* The dialog mounts its content on each opening, so the delay starts again. */}
      <ConfirmStepBody {...rest} />
    </Dialog>
  );
}

function ConfirmStepBody({
  children,
  confirmLabel,
  confirmColor,
  sending,
  onCancel,
  onConfirm,
}: Omit<ConfirmStepDialogProps, 'open' | 'title'>) {
  const armed = useArmed();
  return (
    <>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogFooter
        cancelLabel="Quay lại"
        onCancel={onCancel}
        confirmLabel={confirmLabel}
        onConfirm={() => armed && onConfirm()}
        confirmColor={confirmColor}
        confirmDisabled={!armed}
        pending={sending}
      />
    </>
  );
}
