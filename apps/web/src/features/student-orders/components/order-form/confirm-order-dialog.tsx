import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateOrderData, Service } from '@tsa/shared';
import { PAYMENT_METHOD_LABELS } from '@tsa/shared/rules';
import { DialogFooter } from '@/components/dialog-footer';
import { LabelValueRow } from '@/components/label-value-row';
import { PricedLines } from '@/components/orders/priced-lines';
import { formatMoney } from '@/lib/format';
import { pickupText, placeText, pricedLines } from '../../lib/order-text';

export interface ConfirmOrderDialogProps {
  order: CreateOrderData | null;
  services: readonly Service[];
  /** What the order will be placed at: after the voucher's discount. */
  estimate: number;
  /** The voucher's or the referral's discount, shown above the estimate. */
  discount?: { label: string; amount: number } | null;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The last look before sending: what, when, where, how to pay, and the estimate. */
export function ConfirmOrderDialog({
  order,
  services,
  estimate,
  discount,
  sending,
  onCancel,
  onConfirm,
}: ConfirmOrderDialogProps) {
  return (
    <Dialog
      open={Boolean(order)}
      onClose={sending ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-order-title"
    >
      <DialogTitle id="confirm-order-title">Xác nhận đơn giặt</DialogTitle>
      {order && (
        <DialogContent>
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            <PricedLines label="Dịch vụ đã chọn" lines={pricedLines(order.items, services)} />
            <Box>
              <LabelValueRow label="Lấy đồ">{pickupText(order.pickupDate, order.pickupSlot)}</LabelValueRow>
              {order.address && (
                <>
                  <LabelValueRow label="Địa chỉ">
                    {placeText({
                      dormitory: order.address.dormitory ?? '',
                      building: order.address.building ?? '',
                      room: order.address.room ?? '',
                    })}
                  </LabelValueRow>
                  <LabelValueRow label="Điện thoại">{order.address.phoneNumber}</LabelValueRow>
                </>
              )}
              <LabelValueRow label="Thanh toán">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</LabelValueRow>
              {order.note && <LabelValueRow label="Ghi chú">{order.note}</LabelValueRow>}
              {discount && <LabelValueRow label={discount.label}>−{formatMoney(discount.amount)}</LabelValueRow>}
            </Box>
            <Stack
              direction="row"
              sx={{
                justifyContent: 'space-between',
                alignItems: 'baseline',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>Tạm tính</Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.main' }}>
                {formatMoney(estimate)}
              </Typography>
            </Stack>
          </Stack>
          <Alert severity="info" icon={false} sx={{ mt: 2 }}>
            Giá cuối cùng tính theo cân nặng thực tế khi nhân viên nhận đồ.
          </Alert>
        </DialogContent>
      )}
      <DialogFooter
        cancelLabel="Sửa lại"
        onCancel={onCancel}
        confirmLabel="Xác nhận đặt giặt"
        onConfirm={onConfirm}
        pending={sending}
      />
    </Dialog>
  );
}
