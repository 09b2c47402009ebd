import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Service } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { useDeleteService } from '../api/delete-service';

export interface DeleteServiceDialogProps {
  service: Service | null;
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
}

/**
 * Deleting asks first, and then tells which happened: a service no order used is gone, one
 * that orders used is only switched off (their history keeps pointing at it).
 */
export function DeleteServiceDialog({ service, open, onClose, onExited }: DeleteServiceDialogProps) {
  const titleId = useId();
  const remove = useDeleteService();
  const confirm = async () => {
    if (!service) return;
    try {
      const result = await remove.mutateAsync(service.id);
      if (result.removed) {
        enqueueSnackbar(`Đã xóa dịch vụ "${service.name}"`, { variant: 'success' });
      } else {
        enqueueSnackbar(`Dịch vụ "${service.name}" đã có đơn sử dụng nên chỉ được tạm ngưng, không xóa`, {
          variant: 'info',
        });
      }
      onClose();
    } catch {
      // The snackbar tells why; the dialog stays for another try.
    }
  };
  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Xóa dịch vụ?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Xóa <strong>{service?.name}</strong> khỏi bảng giá. Nếu dịch vụ đã có đơn sử dụng, hệ thống sẽ chỉ tạm ngưng
          để giữ lịch sử các đơn đó.
        </DialogContentText>
      </DialogContent>
      <DialogFooter
        cancelLabel="Giữ lại"
        onCancel={onClose}
        confirmLabel="Xóa dịch vụ"
        onConfirm={confirm}
        confirmColor="error"
        pending={remove.isPending}
      />
    </Dialog>
  );
}
