import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Service } from '@tsa/shared';
import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PickupSlot } from '@tsa/shared/rules';
import { LabelValueRow } from '@/components/label-value-row';
import { PricedLines } from '@/components/orders/priced-lines';
import { formatMoney } from '@/lib/format';
import type { OrderFormValues } from '../../lib/order-form';
import { pickupText, pricedLines } from '../../lib/order-text';

export interface OrderSummaryProps {
  items: OrderFormValues['items'];
  services: readonly Service[];
  pickupDate: string;
  pickupSlot: PickupSlot | '';
  paymentMethod: PaymentMethod;
  /** The amount, or the bound it is past ('Tối đa 50 kg mỗi dịch vụ'). */
  estimate: string;
  /** The voucher's or the referral's discount, already taken off `estimate`. */
  discount?: { label: string; amount: number } | null;
}

/** Wide screens: the order as it stands, beside the form, with the submit button. */
export function OrderSummary({
  items,
  services,
  pickupDate,
  pickupSlot,
  paymentMethod,
  estimate,
  discount,
}: OrderSummaryProps) {
  const lines = pricedLines(items, services);
  return (
    <Card component="aside" aria-label="Tóm tắt đơn" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Đơn của bạn
      </Typography>
      {lines.length === 0 ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Chưa chọn dịch vụ nào. Bấm + ở dịch vụ bạn cần.
        </Typography>
      ) : (
        <PricedLines lines={lines} />
      )}
      <Divider sx={{ my: 2 }} />
      <LabelValueRow label="Lấy đồ">{pickupSlot ? pickupText(pickupDate, pickupSlot) : 'chưa chọn'}</LabelValueRow>
      <LabelValueRow label="Thanh toán">{PAYMENT_METHOD_LABELS[paymentMethod]}</LabelValueRow>
      {discount && <LabelValueRow label={discount.label}>−{formatMoney(discount.amount)}</LabelValueRow>}
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'baseline',
          mt: 2,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Tạm tính</Typography>
        <Typography data-testid="order-estimate" sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main' }}>
          {estimate}
        </Typography>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<SendRoundedIcon />}
        sx={{ mt: 2, minHeight: 52 }}
      >
        Đặt giặt
      </Button>
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
          display: 'block',
          mt: 1.5,
          textAlign: 'center',
        }}
      >
        Giá cuối cùng tính theo cân nặng thực tế khi nhân viên nhận đồ.
      </Typography>
    </Card>
  );
}
