import CheckroomRoundedIcon from '@mui/icons-material/CheckroomRounded';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ScaleOutlinedIcon from '@mui/icons-material/ScaleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  billDeductions,
  formatQuantity,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  pickupWindowText,
} from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { PricedLines } from '@/components/orders/priced-lines';
import { PrintLabelButton } from '@/components/orders/printable-order-label';
import { orderLabelData, type OrderView } from '@/components/orders/types';
import { useState } from 'react';
import { useWhenQueued } from '@/lib/use-when-queued';
import { ConfirmStepDialog } from '@/components/confirm-step-dialog';
import { ProofDialog } from '@/components/orders/proof-dialog';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import { formatMoney } from '@/lib/format';
import { useChangeOrderStatus } from '@/lib/orders/change-order-status';

export interface ProcessingOrderCardProps {
  order: OrderView;
  onWeigh: (order: OrderView) => void;
  onPaid: (order: OrderView) => void;
}

/** The kilograms of the bag: the weighed lines once weighed, else the estimate (the scale's photo starts from it). */
function weighedKg(order: OrderView): number | null {
  const kg = order.items
    .filter((line) => line.unit === 'KG')
    .reduce((sum, line) => sum + (line.finalQuantity ?? line.quantity), 0);
  return kg > 0 ? Math.round(kg * 10) / 10 : null;
}

/** An order in the shop: what is in the bag, what it costs, and the next step. */
export function ProcessingOrderCard({ order, onWeigh, onPaid }: ProcessingOrderCardProps) {
  const change = useChangeOrderStatus();
  const paid = order.paymentStatus === 'PAID';
  // "Đã giặt xong" tells the student and cannot be undone: it asks once.
  const [readyOpen, setReadyOpen] = useState(false);
  const [proofOpen, setProofOpen] = useState(false);
  useWhenQueued(change.isPaused, () => setReadyOpen(false));
  const ready = () =>
    change.mutate(
      { id: order.id, status: 'READY' },
      {
        onSuccess: () => {
          setReadyOpen(false);
          enqueueSnackbar('Đã cập nhật', { variant: 'success' });
        },
      },
    );

  return (
    <Card
      component="li"
      aria-label={`Đơn ${order.code}`}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', mr: 'auto' }}>{order.code}</Typography>
        <OrderStatusChip status={order.status} />
        <Chip
          size="small"
          label={PAYMENT_STATUS_LABELS[order.paymentStatus]}
          color={paid ? 'success' : 'default'}
          variant={paid ? 'filled' : 'outlined'}
        />
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{order.student.name}</Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {order.address.dormitory} · Tòa {order.address.building} · Phòng {order.address.room} ·{' '}
        {order.address.phoneNumber}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {order.pickupSlot ? 'Lấy đồ ' : ''}
        {pickupWindowText(order.pickupDate, order.pickupSlot)} · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </Typography>

      <PricedLines
        lines={order.items.map((line) => ({
          key: line.id,
          name: line.serviceName,
          quantity:
            line.finalQuantity !== null
              ? `${formatQuantity(line.finalQuantity)} ${line.unitLabel} (ước tính ${formatQuantity(line.quantity)})`
              : `ước tính ${formatQuantity(line.quantity)} ${line.unitLabel}`,
          amount: line.finalAmount ?? line.amount,
        }))}
        deductions={billDeductions(order)}
        sx={{ mt: 1.5, p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Stack
          component="li"
          direction="row"
          sx={{
            justifyContent: 'space-between',
            pt: 0.75,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {order.finalTotal === null ? 'Tạm tính' : 'Thành tiền'}
          </Typography>
          <Typography sx={{ fontWeight: 800 }}>{formatMoney(order.finalTotal ?? order.estimatedTotal)}</Typography>
        </Stack>
      </PricedLines>
      {order.note && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Ghi chú:{' '}
          </Box>
          {order.note}
        </Typography>
      )}

      <Stack spacing={1} sx={{ mt: 'auto', pt: 2 }}>
        {order.status === 'PICKED_UP' && (
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<ScaleOutlinedIcon />}
            onClick={() => onWeigh(order)}
            sx={{ minHeight: 52 }}
          >
            Nhận đồ & cân
          </Button>
        )}
        {(order.status === 'PICKED_UP' || order.status === 'WASHING') && (
          <Button
            variant="outlined"
            fullWidth
            startIcon={<PhotoCameraRoundedIcon />}
            onClick={() => setProofOpen(true)}
            sx={{ minHeight: 48 }}
          >
            Ảnh cân
          </Button>
        )}
        {proofOpen && (
          <ProofDialog
            open
            orderId={order.id}
            code={order.code}
            stage="WEIGHING"
            weightKg={weighedKg(order)}
            onClose={() => setProofOpen(false)}
          />
        )}
        {order.status === 'WASHING' && (
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<CheckroomRoundedIcon />}
            onClick={() => setReadyOpen(true)}
            loading={change.isPending}
            sx={{ minHeight: 52 }}
          >
            Đã giặt xong
          </Button>
        )}
        <Stack direction="row" spacing={1}>
          {!paid && (
            <Button
              variant="outlined"
              color="success"
              startIcon={<PaidOutlinedIcon />}
              onClick={() => onPaid(order)}
              sx={{ flex: 1, whiteSpace: 'nowrap', px: 1.5 }}
            >
              Đã thanh toán
            </Button>
          )}
          <PrintLabelButton label={orderLabelData(order)} sx={{ flex: 1, whiteSpace: 'nowrap', px: 1.5 }} />
        </Stack>
      </Stack>
      {order.status === 'READY' && (
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
            mt: 1,
          }}
        >
          Chờ văn phòng phân công giao đồ.
        </Typography>
      )}
      <ConfirmStepDialog
        open={readyOpen}
        title={`Đã giặt xong đơn ${order.code}?`}
        confirmLabel="Đã giặt xong"
        sending={change.isPending}
        onCancel={() => setReadyOpen(false)}
        onConfirm={ready}
      >
        Đồ của {order.student.name} đã giặt, sấy và gấp xong; đơn chuyển sang chờ giao. Bước này không hoàn tác được.
      </ConfirmStepDialog>
    </Card>
  );
}
