import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText } from '@/lib/api-error';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** `error` for actions that take something away from the user. */
  tone?: 'primary' | 'error';
  pending?: boolean;
  /** The failed attempt, shown above the buttons in the server's words. */
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** Called once the closing animation is over, to forget the dialog's subject. */
  onExited?: () => void;
}

/** A question before an action that is hard to take back; the safe choice is on the left. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, tone = 'primary', pending, error, onConfirm, onClose, onExited } = props;
  const titleId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {Boolean(error) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogFooter
        onCancel={close}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        confirmColor={tone}
        pending={pending}
      />
    </Dialog>
  );
}
