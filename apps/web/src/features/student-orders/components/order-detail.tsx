import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canCancel, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@tsa/shared';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LabelValueRow } from '@/components/label-value-row';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { BagScanTimeline } from '@/components/orders/bag-scan-list';
import { OrderProofs } from '@/components/orders/order-proofs';
import { canPrintLabel, PrintableOrderLabel } from '@/components/orders/printable-order-label';
import { BillDeductions, BillRefund } from '@/components/orders/bill-adjustments';
import { PricedLines } from '@/components/orders/priced-lines';
import { orderLabelData, type OrderDetailView } from '@/components/orders/types';
import { reorderPath } from '@/config/paths';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { isPastOrder, pickupText, placeText, quantityText } from '../lib/order-text';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderRating } from './order-rating';
import { ReceiptDialog } from './receipt-dialog';
import { ReturnSlotDialog } from './return-slot-dialog';
import { PayWithWallet } from './pay-with-wallet';
import { PickupChanges } from './pickup-changes';
import { TransferPayment } from './transfer-payment';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="overline"
        component="h3"
        sx={{
          color: 'text.secondary',
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function PaymentChip({ order }: { order: OrderDetailView }) {
  if (order.paymentStatus === 'PAID') {
    return (
      <Chip
        size="small"
        color="success"
        label={order.paidAt ? `${PAYMENT_STATUS_LABELS.PAID} ${formatDate(order.paidAt)}` : PAYMENT_STATUS_LABELS.PAID}
      />
    );
  }
  if (order.payment.transferClaimedAt) return <Chip size="small" color="warning" label="Chờ xác nhận thanh toán" />;
  if (order.payment.flag === 'PARTIAL')
    return <Chip size="small" color="warning" variant="outlined" label="Thanh toán một phần" />;
  return <Chip size="small" variant="outlined" label={PAYMENT_STATUS_LABELS.UNPAID} />;
}

/** 'Thực tế 5,5 kg (ước tính 5 kg) × 15.000 ₫/kg' once weighed, 'Ước tính 5 kg × 15.000 ₫/kg' before. */
function lineDetail(item: OrderDetailView['items'][number]): string {
  const estimate = quantityText(item.quantity, item.unitLabel);
  const quantity =
    item.finalQuantity === null
      ? `Ước tính ${estimate}`
      : `Thực tế ${quantityText(item.finalQuantity, item.unitLabel)} (ước tính ${estimate})`;
  return `${quantity} × ${formatMoney(item.unitPrice)}/${item.unitLabel}`;
}

/** Everything about one of my orders: progress, lines and money, where and when, payment, label. */
export function OrderDetail({ order }: { order: OrderDetailView }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const weighed = order.finalTotal !== null;
  const openTasks = order.deliveries.filter((task) => task.status === 'ASSIGNED' || task.status === 'IN_PROGRESS');

  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      {order.status === 'CANCELLED' && (
        <Alert severity="error" variant="outlined">
          Đơn đã bị hủy{order.cancelReason ? `. Lý do: ${order.cancelReason}` : '.'}
        </Alert>
      )}

      <Section title="Tiến trình">
        <Box sx={{ mt: 1 }}>
          <OrderTimeline status={order.status} history={order.history} />
        </Box>
        <BagScanTimeline orderId={order.id} />
        {order.status !== 'PENDING' && (
          <Box sx={{ mt: 2 }}>
            <OrderProofs orderId={order.id} canAnswer />
          </Box>
        )}
        {openTasks.map((task) => (
          <Alert key={task.id} severity="info" icon={<LocalShippingOutlinedIcon />} sx={{ mt: 2 }}>
            {task.status === 'IN_PROGRESS'
              ? `${task.staff.name} đang trên đường ${task.type === 'PICKUP' ? 'đến lấy đồ' : 'giao đồ cho bạn'}`
              : `${task.staff.name} sẽ ${task.type === 'PICKUP' ? 'đến lấy đồ' : 'giao đồ'} ${pickupText(task.scheduledDate, task.slot)}`}
            {task.staff.phoneNumber ? ` · ĐT ${task.staff.phoneNumber}` : ''}
          </Alert>
        ))}
      </Section>

      <Section title="Dịch vụ">
        <PricedLines
          lines={order.items.map((item) => ({
            key: item.id,
            name: item.serviceName,
            detail: lineDetail(item),
            amount: item.finalAmount ?? item.amount,
          }))}
          // Dashed lines between the services, each of two lines of text.
          sx={{ py: 1, '& > li + li': { pt: 1, borderTop: '1px dashed', borderColor: 'divider' } }}
        />
        <Box sx={{ mt: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <BillDeductions order={order} />
          <LabelValueRow label="Tạm tính" strong={!weighed}>
            {formatMoney(order.estimatedTotal)}
          </LabelValueRow>
          <LabelValueRow label="Thành tiền (theo cân thực tế)" strong={weighed}>
            {weighed ? formatMoney(order.finalTotal!) : 'Chưa cân'}
          </LabelValueRow>
          <BillRefund order={order} />
        </Box>
      </Section>

      <Section title="Lấy đồ">
        <LabelValueRow label="Khung giờ">{pickupText(order.pickupDate, order.pickupSlot)}</LabelValueRow>
        <LabelValueRow label="Địa chỉ">{placeText(order.address)}</LabelValueRow>
        <LabelValueRow label="Điện thoại">{order.address.phoneNumber}</LabelValueRow>
        {order.note && <LabelValueRow label="Ghi chú">{order.note}</LabelValueRow>}
        <PickupChanges order={order} onCancel={() => setCancelOpen(true)} />
      </Section>

      {(order.status === 'READY' || order.returnSlot) && (
        <Section title="Trả đồ">
          {order.returnDate && order.returnSlot ? (
            <LabelValueRow label="Hẹn trả">{pickupText(order.returnDate, order.returnSlot)}</LabelValueRow>
          ) : (
            <Alert severity="info" sx={{ mt: 1 }}>
              Đồ của bạn đã giặt xong. Hãy chọn giờ trả đồ để nhân viên mang đến phòng.
            </Alert>
          )}
          {order.status === 'READY' && (
            <>
              <Button
                sx={{ mt: 1.5 }}
                variant={order.returnSlot ? 'outlined' : 'contained'}
                fullWidth
                size="large"
                onClick={() => setReturnOpen(true)}
              >
                {order.returnSlot ? 'Đổi giờ trả đồ' : 'Chọn giờ trả đồ'}
              </Button>
              <ReturnSlotDialog order={order} open={returnOpen} onClose={() => setReturnOpen(false)} />
            </>
          )}
        </Section>
      )}

      <Section title="Thanh toán">
        <LabelValueRow label="Phương thức">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</LabelValueRow>
        <LabelValueRow label="Trạng thái">
          <PaymentChip order={order} />
        </LabelValueRow>
        {order.payment.paidAmount > 0 && order.paymentStatus !== 'PAID' && (
          <LabelValueRow label="Đã nhận">
            {`${formatMoney(order.payment.paidAmount)} · còn thiếu ${formatMoney(order.payment.due)}`}
          </LabelValueRow>
        )}
        {order.payment.flag === 'OVERPAID' && (
          <Alert severity="info" sx={{ mt: 1 }}>
            Bạn đã trả dư {formatMoney(-order.payment.due)}. Phần dư được hoàn vào ví TSA sau khi cân.
          </Alert>
        )}
        <LabelValueRow label="Đặt lúc">{formatDateTime(order.createdAt)}</LabelValueRow>
        {order.finalTotal !== null && order.status !== 'CANCELLED' && order.paymentStatus !== 'PAID' && (
          <PayWithWallet orderId={order.id} due={order.payment.due} chosenWallet={order.paymentMethod === 'WALLET'} />
        )}
        {order.payment.transfer && order.paymentStatus !== 'PAID' && (
          <TransferPayment
            orderId={order.id}
            code={order.code}
            transfer={order.payment.transfer}
            claimedAt={order.payment.transferClaimedAt}
          />
        )}
        {order.paymentStatus === 'PAID' && (
          <Button sx={{ mt: 1 }} startIcon={<ReceiptLongRoundedIcon />} onClick={() => setReceiptOpen(true)}>
            Xem biên nhận
          </Button>
        )}
        <ReceiptDialog orderId={order.id} open={receiptOpen} onClose={() => setReceiptOpen(false)} />
      </Section>

      {order.status === 'COMPLETED' && (
        <Section title="Đánh giá">
          <Box sx={{ mt: 1 }}>
            <OrderRating orderId={order.id} />
          </Box>
        </Section>
      )}

      {isPastOrder(order.status) && (
        <Button
          component={RouterLink}
          to={reorderPath(order.id)}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<ReplayRoundedIcon />}
        >
          Đặt lại
        </Button>
      )}

      {canPrintLabel(order.status) && (
        <Section title="Nhãn túi đồ">
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mb: 1.5,
            }}
          >
            In và dán nhãn lên túi đồ để nhân viên nhận đúng túi của bạn.
          </Typography>
          <PrintableOrderLabel label={orderLabelData(order)} />
        </Section>
      )}

      {canCancel('STUDENT', order.status) && (
        <Box>
          <Button color="error" variant="outlined" fullWidth size="large" onClick={() => setCancelOpen(true)}>
            Hủy đơn
          </Button>
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
              display: 'block',
              mt: 1,
              textAlign: 'center',
            }}
          >
            Bạn có thể hủy đơn trước khi nhân viên lấy đồ.
          </Typography>
          <CancelOrderDialog open={cancelOpen} order={order} onClose={() => setCancelOpen(false)} />
        </Box>
      )}
    </Stack>
  );
}
