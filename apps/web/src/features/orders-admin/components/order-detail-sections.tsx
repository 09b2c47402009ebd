import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BANK_TRANSACTION_FLAG_LABELS,
  formatQuantity,
  formatViDate,
  PAYMENT_METHOD_LABELS,
  pickupWindowText,
  PICKUP_SLOT_LABELS,
  ROLE_LABELS,
} from '@tsa/shared';
import type { ReactNode } from 'react';
import { DeliveryStatusChip, DeliveryTypeChip } from '@/components/delivery-status-chip';
import { LabelValueRow } from '@/components/label-value-row';
import { BillDeductions, BillRefund } from '@/components/orders/bill-adjustments';
import type { DeliverySummaryView, OrderDetailView } from '@/components/orders/types';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PaymentChip, placeText } from './order-format';

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 1.25,
        }}
      >
        <Typography
          variant="overline"
          component="h3"
          sx={{
            color: 'text.secondary',
            fontWeight: 700,
            lineHeight: 1.6,
          }}
        >
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

export function CustomerSection({ order }: { order: OrderDetailView }) {
  return (
    <Section title="Sinh viên và địa chỉ">
      <LabelValueRow label="Họ tên">{order.student.name}</LabelValueRow>
      <LabelValueRow label="Email">{order.student.email}</LabelValueRow>
      <LabelValueRow label="Địa chỉ">{placeText(order.address)}</LabelValueRow>
      <LabelValueRow label="Điện thoại">{order.address.phoneNumber}</LabelValueRow>
      <LabelValueRow label="Lấy đồ">{pickupWindowText(order.pickupDate, order.pickupSlot)}</LabelValueRow>
      <LabelValueRow label="Ngày đặt">{formatDateTime(order.createdAt)}</LabelValueRow>
      {order.createdBy && order.createdBy.id !== order.student.id && (
        <LabelValueRow label="Người tạo">
          {order.createdBy.name} ({ROLE_LABELS[order.createdBy.role]})
        </LabelValueRow>
      )}
      {order.note && <LabelValueRow label="Ghi chú">{order.note}</LabelValueRow>}
    </Section>
  );
}

export function ItemsSection({ order }: { order: OrderDetailView }) {
  const weighed = order.finalTotal !== null;
  return (
    <Section title="Dịch vụ">
      <Box sx={{ overflowX: 'auto', mx: -1 }}>
        <Table size="small" aria-label="Dịch vụ của đơn">
          <TableHead>
            <TableRow>
              <TableCell>Dịch vụ</TableCell>
              <TableCell align="right">Số lượng</TableCell>
              <TableCell align="right">Thành tiền</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {item.serviceName}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {formatMoney(item.unitPrice)}/{item.unitLabel}
                    {item.minQuantity > 0 && ` · tối thiểu ${formatQuantity(item.minQuantity)} ${item.unitLabel}`}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {item.finalQuantity !== null ? (
                    <>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {formatQuantity(item.finalQuantity)} {item.unitLabel}
                      </Typography>
                      <Typography
                        variant="caption"
                        sx={{
                          color: 'text.secondary',
                        }}
                      >
                        ước tính {formatQuantity(item.quantity)}
                      </Typography>
                    </>
                  ) : (
                    `${formatQuantity(item.quantity)} ${item.unitLabel}`
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(item.finalAmount ?? item.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1.5 }}>
        <BillDeductions order={order} />
        <LabelValueRow label="Tạm tính">{formatMoney(order.estimatedTotal)}</LabelValueRow>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'baseline',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{weighed ? 'Thành tiền (đã cân)' : 'Thành tiền'}</Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {weighed ? formatMoney(order.finalTotal!) : 'Chưa cân'}
          </Typography>
        </Stack>
        <BillRefund order={order} />
      </Stack>
    </Section>
  );
}

export function PaymentSection({ order }: { order: OrderDetailView }) {
  return (
    <Section title="Thanh toán">
      <LabelValueRow label="Phương thức">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</LabelValueRow>
      <LabelValueRow label="Trạng thái">
        <PaymentChip order={order} />
      </LabelValueRow>
      {order.paymentStatus === 'UNPAID' && order.payment.transferClaimedAt && (
        <LabelValueRow label="Sinh viên báo đã chuyển">{formatDateTime(order.payment.transferClaimedAt)}</LabelValueRow>
      )}
      {order.payment.flag && (
        <LabelValueRow label="Cần kiểm tra">
          <Typography component="span" variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
            {BANK_TRANSACTION_FLAG_LABELS[order.payment.flag]}: đã nhận {formatMoney(order.payment.paidAmount)},{' '}
            {order.finalTotal === null
              ? `tạm tính ${formatMoney(order.estimatedTotal)}`
              : `thành tiền ${formatMoney(order.finalTotal)}`}
          </Typography>
        </LabelValueRow>
      )}
      {order.paidAt && <LabelValueRow label="Thanh toán lúc">{formatDateTime(order.paidAt)}</LabelValueRow>}
    </Section>
  );
}

function DeliveryRow({ task }: { task: DeliverySummaryView }) {
  return (
    <Box sx={{ py: 1.25 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <DeliveryTypeChip type={task.type} />
        <DeliveryStatusChip status={task.status} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            ml: 'auto !important',
          }}
        >
          {PICKUP_SLOT_LABELS[task.slot]} · {formatViDate(task.scheduledDate)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        {task.staff.name}
        {task.staff.phoneNumber && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            · {task.staff.phoneNumber}
          </Box>
        )}
      </Typography>
      {task.reason && (
        <Typography
          variant="body2"
          sx={{
            color: 'error.main',
            mt: 0.25,
          }}
        >
          Lý do: {task.reason}
        </Typography>
      )}
    </Box>
  );
}

export function DeliveriesSection({ deliveries }: { deliveries: readonly DeliverySummaryView[] }) {
  return (
    <Section title="Giao nhận">
      {deliveries.length === 0 ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Chưa phân công lấy hoặc giao đồ cho đơn này.
        </Typography>
      ) : (
        <Stack divider={<Divider flexItem />}>
          {deliveries.map((task) => (
            <DeliveryRow key={task.id} task={task} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
