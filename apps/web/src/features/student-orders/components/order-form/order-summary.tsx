import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Service } from '@tsa/shared';
import { lineAmount, PAYMENT_METHOD_LABELS, type PaymentMethod, type PickupSlot } from '@tsa/shared/rules';
import { formatMoney } from '@/lib/format';
import type { OrderFormValues } from '../../lib/order-form';
import { pickupText, quantityText } from '../../lib/order-text';

export interface OrderSummaryProps {
  items: OrderFormValues['items'];
  services: readonly Service[];
  pickupDate: string;
  pickupSlot: PickupSlot | '';
  paymentMethod: PaymentMethod;
  estimate: number;
}

/** Wide screens: the order as it stands, beside the form, with the submit button. */
export function OrderSummary({ items, services, pickupDate, pickupSlot, paymentMethod, estimate }: OrderSummaryProps) {
  const byId = new Map(services.map((service) => [service.id, service]));
  const lines = items.flatMap((item) => {
    const service = byId.get(item.serviceId);
    return service && Number.isFinite(item.quantity) && item.quantity > 0 ? [{ service, quantity: item.quantity }] : [];
  });
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
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map(({ service, quantity }) => (
            <Stack
              component="li"
              key={service.id}
              direction="row"
              spacing={2}
              sx={{
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="body2">
                {service.name}{' '}
                <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  × {quantityText(quantity, service.unitLabel)}
                </Box>
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(lineAmount(service.unitPrice, quantity))}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <Stack spacing={0.5}>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Lấy đồ:{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {pickupSlot ? pickupText(pickupDate, pickupSlot) : 'chưa chọn'}
          </Box>
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Thanh toán:{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {PAYMENT_METHOD_LABELS[paymentMethod]}
          </Box>
        </Typography>
      </Stack>
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
          {formatMoney(estimate)}
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
