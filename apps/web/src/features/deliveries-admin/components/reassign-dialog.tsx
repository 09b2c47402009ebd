import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELIVERY_TYPE_LABELS, type UpdateDeliveryInput } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText, isApiError } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useActiveStaff } from '../api/get-staff';
import { useUpdateDelivery } from '../api/update-delivery';
import type { DeliveryTaskView } from '../types';
import { ScheduleFields, scheduleErrors, type ScheduleErrors, type ScheduleValue } from './schedule-fields';

export interface ReassignDialogProps {
  task: DeliveryTaskView;
  open: boolean;
  onClose: () => void;
}

/** Another staff member, day or window for an open task; only what changed is sent. */
export function ReassignDialog({ task, open, onClose }: ReassignDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const staff = useActiveStaff();
  const update = useUpdateDelivery();
  const [value, setValue] = useState<ScheduleValue>({
    staffId: task.staff.id,
    scheduledDate: task.scheduledDate,
    slot: task.slot,
  });
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = scheduleErrors(value);
    // Keeping today's date for a task that was scheduled earlier is not a change: do not refuse it.
    if (value.scheduledDate === task.scheduledDate) delete problems.scheduledDate;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const changes: UpdateDeliveryInput = {};
    if (value.staffId !== task.staff.id) changes.staffId = value.staffId;
    if (value.scheduledDate !== task.scheduledDate) changes.scheduledDate = value.scheduledDate;
    if (value.slot && value.slot !== task.slot) changes.slot = value.slot;
    if (Object.keys(changes).length === 0) {
      setFailure('Vui lòng chọn nhân viên, ngày hoặc khung giờ mới');
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: task.id, ...changes });
      enqueueSnackbar(
        `Đã giao lại ${DELIVERY_TYPE_LABELS[task.type].toLowerCase()} đơn ${task.order.code} cho ${saved.staff.name}`,
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).some((key) => key in value))
        setErrors(error.fields as ScheduleErrors);
      else setFailure(errorText(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Giao lại nhiệm vụ</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            {DELIVERY_TYPE_LABELS[task.type]} đơn <strong>{task.order.code}</strong> · {task.order.studentName}
          </DialogContentText>
          <ScheduleFields
            value={value}
            onChange={(next) => {
              setValue(next);
              setErrors({});
              setFailure(null);
            }}
            errors={errors}
            staff={staff.data}
            staffLoading={staff.isPending}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogFooter onCancel={onClose} confirmLabel="Lưu" pending={update.isPending} />
      </form>
    </Dialog>
  );
}
