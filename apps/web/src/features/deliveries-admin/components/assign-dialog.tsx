import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_TYPE_LABELS, personName, type DeliveryType, type PickupSlot } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderView } from '@/components/orders/types';
import { errorText, isApiError } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useAssignDeliveries } from '../api/assign-deliveries';
import { useActiveStaff } from '../api/get-staff';
import {
  defaultSchedule,
  ScheduleFields,
  scheduleErrors,
  type ScheduleErrors,
  type ScheduleValue,
} from './schedule-fields';

export interface AssignDialogProps {
  type: DeliveryType;
  /** The selected orders; the dialog is open while there are some. */
  orders: OrderView[];
  open: boolean;
  onClose: () => void;
  /** After a success: the orders now have a task. */
  onAssigned: () => void;
  /** Takes the refused orders out of the selection, to assign the others. */
  onDeselect: (orderIds: string[]) => void;
}

interface Refusal {
  orderId: string;
  code: string;
  reason: string;
}

/** The order ids of a bulk 409 come lower-cased from the server; match them case-insensitively. */
function refusalsOf(fields: Record<string, string>, orders: OrderView[]): Refusal[] {
  return Object.entries(fields).map(([orderId, reason]) => {
    const order = orders.find((o) => o.id.toLowerCase() === orderId.toLowerCase());
    return { orderId: order?.id ?? orderId, code: order?.code ?? orderId, reason };
  });
}

/** Gives the selected orders' pickup (or drop-off) to one staff member, for one day and window. */
export function AssignDialog({ type, orders: current, open, onClose, onAssigned, onDeselect }: AssignDialogProps) {
  // Once assigned, the selection empties while the dialog fades out: keep showing what was sent.
  const shown = useRef(current);
  if (current.length) shown.current = current;
  const orders = shown.current;
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const staff = useActiveStaff();
  const assign = useAssignDeliveries();
  const [value, setValue] = useState<ScheduleValue>(() => defaultSchedule(orders, type === 'PICKUP'));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = scheduleErrors(value);
    setErrors(problems);
    setRefusals([]);
    setFailure(null);
    if (Object.keys(problems).length || orders.length === 0) return;
    try {
      const tasks = await assign.mutateAsync({
        orderIds: orders.map((order) => order.id),
        type,
        staffId: value.staffId,
        scheduledDate: value.scheduledDate,
        slot: value.slot as PickupSlot,
      });
      const member = staff.data?.find((s) => s.id === value.staffId);
      const who = member ? personName(member) : (tasks[0]?.staff.name ?? 'nhân viên');
      enqueueSnackbar(
        orders.length === 1
          ? `Đã phân công ${DELIVERY_TYPE_LABELS[type].toLowerCase()} đơn ${orders[0]!.code} cho ${who}`
          : `Đã phân công ${DELIVERY_TYPE_LABELS[type].toLowerCase()} ${orders.length} đơn cho ${who}`,
        { variant: 'success' },
      );
      onAssigned();
    } catch (error) {
      if (isApiError(error) && error.code === 'deliveries/bulk-rejected' && error.fields) {
        setRefusals(refusalsOf(error.fields, orders));
      } else if (isApiError(error) && error.fields && Object.keys(error.fields).some((key) => key in value)) {
        setErrors(error.fields as ScheduleErrors);
      } else {
        setFailure(errorText(error));
      }
    }
  };

  const deselectRefused = () => {
    onDeselect(refusals.map((refusal) => refusal.orderId));
    setRefusals([]);
  };

  const typeLabel = DELIVERY_TYPE_LABELS[type].toLowerCase();
  return (
    <Dialog
      open={open}
      onClose={assign.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          Phân công {typeLabel} · {orders.length} đơn
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Box>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  mb: 1,
                }}
              >
                Đơn được chọn
              </Typography>
              <Stack
                direction="row"
                spacing={0.75}
                useFlexGap
                sx={{
                  flexWrap: 'wrap',
                  maxHeight: 120,
                  overflowY: 'auto',
                }}
              >
                {orders.map((order) => (
                  <Chip key={order.id} size="small" label={order.code} variant="outlined" />
                ))}
              </Stack>
            </Box>
            {refusals.length > 0 && (
              <Alert
                severity="error"
                action={
                  orders.length > refusals.length ? (
                    <Button color="inherit" size="small" onClick={deselectRefused} sx={{ whiteSpace: 'nowrap' }}>
                      Bỏ chọn các đơn này
                    </Button>
                  ) : undefined
                }
              >
                <AlertTitle>Chưa đơn nào được phân công</AlertTitle>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {refusals.length === 1
                    ? 'Một đơn không thể phân công:'
                    : `${refusals.length} đơn không thể phân công:`}
                </Typography>
                <Box component="ul" aria-label="Đơn bị từ chối" sx={{ m: 0, pl: 2.5 }}>
                  {refusals.map((refusal) => (
                    <li key={refusal.orderId}>
                      <strong>{refusal.code}</strong>: {refusal.reason}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            <ScheduleFields
              value={value}
              onChange={(next) => {
                setValue(next);
                setErrors({});
              }}
              errors={errors}
              staff={staff.data}
              staffLoading={staff.isPending}
            />
            {staff.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void staff.refetch()}>
                    Thử lại
                  </Button>
                }
              >
                Không tải được danh sách nhân viên. {errorText(staff.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          confirmLabel="Phân công"
          confirmDisabled={orders.length === 0}
          pending={assign.isPending}
        />
      </form>
    </Dialog>
  );
}
