import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloudQueueRoundedIcon from '@mui/icons-material/CloudQueueRounded';
import DirectionsRunRoundedIcon from '@mui/icons-material/DirectionsRunRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, PICKUP_SLOT_LABELS } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { DeliveryStatusChip, DeliveryTypeChip } from '@/components/delivery-status-chip';
import { HandoffLine } from '@/components/handoff-line';
import { PrintLabelButton } from '@/components/orders/printable-order-label';
import { orderLabelData } from '@/components/orders/types';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useWhenQueued } from '@/lib/use-when-queued';
import { useChangeTaskStatus } from '../api/change-task-status';
import type { DeliveryTaskView } from '../api/get-my-tasks';
import { beforePickupWindow } from '../lib/days';
import { CollectCashDialog } from '@/components/orders/collect-cash-dialog';
import { ProofDialog } from '@/components/orders/proof-dialog';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import { ConfirmStepDialog } from '@/components/confirm-step-dialog';
import { EarlyPickupDialog } from './early-pickup-dialog';
import { FailTaskDialog } from './fail-task-dialog';

const BIG = { minHeight: 56, fontSize: '1.0625rem', borderRadius: '14px', whiteSpace: 'nowrap' } as const;

/** '0912 345 678', easier to read out at a door. */
function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : phone;
}

/** One pickup or drop-off: who, where, when, and big buttons for the next step. */
export function TaskCard({ task }: { task: DeliveryTaskView }) {
  const change = useChangeTaskStatus();
  const [failOpen, setFailOpen] = useState(false);
  const { order } = task;
  const open = task.status === 'ASSIGNED' || task.status === 'IN_PROGRESS';
  // A partly paid order (a short transfer) asks at the door only for what is still due.
  const collect = task.type === 'DROPOFF' && order.paymentStatus === 'UNPAID' ? Math.max(order.due, 0) : null;

  const [cashOpen, setCashOpen] = useState(false);
  // "Hoàn thành" appears where "Bắt đầu" was tapped and cannot be undone: it asks once.
  const [doneOpen, setDoneOpen] = useState(false);
  const [earlyOpen, setEarlyOpen] = useState(false);
  const [proofOpen, setProofOpen] = useState(false);
  // The proof at pickup (decision 043): at the room, before or after "Hoàn thành"; never required to go on.
  const canProve = task.type === 'PICKUP' && (task.status === 'IN_PROGRESS' || task.status === 'DONE');
  const start = () => (task.type === 'PICKUP' && beforePickupWindow(task) ? setEarlyOpen(true) : move('IN_PROGRESS'));
  const collectsCash = collect !== null && order.paymentMethod === 'CASH';
  const move = (status: 'IN_PROGRESS' | 'DONE', cashCollected?: number) =>
    change.mutate(
      { id: task.id, status, ...(cashCollected === undefined ? {} : { cashCollected }) },
      {
        onSuccess: () => {
          setCashOpen(false);
          setDoneOpen(false);
          setEarlyOpen(false);
          enqueueSnackbar('Đã cập nhật', { variant: 'success' });
        },
      },
    );
  // A queued action is said in words on the card; a spinner would suggest it is on its way.
  const sending = change.isPending && !change.isPaused;
  useWhenQueued(change.isPaused, () => {
    setCashOpen(false);
    setDoneOpen(false);
    setEarlyOpen(false);
    setFailOpen(false);
  });
  const fail = (reason: string) =>
    change.mutate(
      { id: task.id, status: 'FAILED', reason },
      {
        onSuccess: () => {
          setFailOpen(false);
          enqueueSnackbar('Đã cập nhật', { variant: 'success' });
        },
      },
    );

  return (
    <Card
      component="li"
      aria-label={`${task.type === 'PICKUP' ? 'Lấy đồ' : 'Giao đồ'} ${order.code}`}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, opacity: open ? 1 : 0.8 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          mb: 1.5,
        }}
      >
        <DeliveryTypeChip type={task.type} />
        <DeliveryStatusChip status={task.status} />
        <Typography sx={{ ml: 'auto !important', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {PICKUP_SLOT_LABELS[task.slot]}
        </Typography>
      </Stack>

      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        {order.address.dormitory} · Tòa {order.address.building} · Phòng {order.address.room}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        {order.studentName}
        <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {' '}
          · {order.code}
        </Box>
      </Typography>
      {order.handoff && (
        <HandoffLine
          handoff={order.handoff}
          pickup={task.type === 'PICKUP' && open}
          confirmed={Boolean(order.pickupConfirmedAt)}
        />
      )}

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          mt: 1.5,
        }}
      >
        <Button
          component="a"
          href={`tel:${order.address.phoneNumber.replace(/[^\d+]/g, '')}`}
          variant="outlined"
          startIcon={<PhoneRoundedIcon />}
          aria-label={`Gọi ${order.studentName} ${order.address.phoneNumber}`}
          sx={{ minHeight: 44, fontVariantNumeric: 'tabular-nums' }}
        >
          {phoneText(order.address.phoneNumber)}
        </Button>
        {task.type === 'PICKUP' && open && (
          <PrintLabelButton label={orderLabelData(order)} variant="text" sx={{ minHeight: 44 }} />
        )}
      </Stack>

      {order.note && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}>
          <StickyNote2OutlinedIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {order.note}
          </Typography>
        </Stack>
      )}
      {collect !== null && (
        <Alert severity="warning" icon={false} sx={{ mt: 1.5, fontWeight: 600 }}>
          Thu {formatMoney(collect)} ({PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()})
        </Alert>
      )}
      {task.status === 'FAILED' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Không thành công{task.finishedAt ? ` lúc ${formatDateTime(task.finishedAt)}` : ''}
          {task.reason ? `: ${task.reason}` : ''}
        </Alert>
      )}
      {task.status === 'DONE' && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Hoàn thành{task.finishedAt ? ` lúc ${formatDateTime(task.finishedAt)}` : ''}
        </Alert>
      )}

      {change.isPaused && (
        <Alert severity="info" icon={<CloudQueueRoundedIcon />} sx={{ mt: 1.5 }} role="status">
          Chờ có mạng để gửi — đừng đóng trang này.
        </Alert>
      )}
      {canProve && (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<PhotoCameraRoundedIcon />}
          onClick={() => setProofOpen(true)}
          sx={{ ...BIG, mt: 2 }}
        >
          Chụp ảnh & đếm đồ
        </Button>
      )}
      {canProve && (
        <ProofDialog
          open={proofOpen}
          orderId={order.id}
          code={order.code}
          stage="PICKUP"
          onClose={() => setProofOpen(false)}
        />
      )}
      {open && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ mt: 2 }}>
          {task.status === 'ASSIGNED' ? (
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<DirectionsRunRoundedIcon />}
              onClick={start}
              loading={sending && change.variables?.status === 'IN_PROGRESS'}
              disabled={change.isPending}
              sx={BIG}
            >
              Bắt đầu
            </Button>
          ) : (
            <Button
              variant="contained"
              color="success"
              size="large"
              fullWidth
              startIcon={<CheckCircleRoundedIcon />}
              onClick={() => (collectsCash ? setCashOpen(true) : setDoneOpen(true))}
              loading={sending && change.variables?.status === 'DONE'}
              disabled={change.isPending}
              sx={BIG}
            >
              Hoàn thành
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            size="large"
            fullWidth
            startIcon={<ReportProblemOutlinedIcon />}
            onClick={() => setFailOpen(true)}
            disabled={change.isPending}
            sx={BIG}
          >
            Không thành công
          </Button>
        </Stack>
      )}
      {collectsCash && (
        <CollectCashDialog
          open={cashOpen}
          code={order.code}
          amount={collect}
          sending={change.isPending}
          onCancel={() => setCashOpen(false)}
          onConfirm={(collected) => move('DONE', collected)}
        />
      )}
      <ConfirmStepDialog
        open={doneOpen}
        title={task.type === 'PICKUP' ? `Đã lấy đồ đơn ${order.code}?` : `Đã giao đồ đơn ${order.code}?`}
        confirmLabel={task.type === 'PICKUP' ? 'Đã lấy đồ' : 'Đã giao đồ'}
        confirmColor="success"
        sending={change.isPending}
        onCancel={() => setDoneOpen(false)}
        onConfirm={() => move('DONE')}
      >
        {task.type === 'PICKUP'
          ? `Túi đồ của ${order.studentName} (phòng ${order.address.room}) đã ở trong tay bạn. `
          : `Túi đồ đã trao cho ${order.studentName} (phòng ${order.address.room}). `}
        Bước này không hoàn tác được.
      </ConfirmStepDialog>
      {task.type === 'PICKUP' && (
        <EarlyPickupDialog
          open={earlyOpen}
          code={order.code}
          slot={task.slot}
          sending={change.isPending}
          onCancel={() => setEarlyOpen(false)}
          onConfirm={() => move('IN_PROGRESS')}
        />
      )}
      <FailTaskDialog
        open={failOpen}
        code={order.code}
        sending={change.isPending && change.variables?.status === 'FAILED'}
        onCancel={() => setFailOpen(false)}
        onConfirm={fail}
      />
    </Card>
  );
}
