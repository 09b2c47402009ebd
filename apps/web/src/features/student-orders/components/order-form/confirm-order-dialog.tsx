import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateOrderData, Service } from '@tsa/shared';
import { lineAmount, PAYMENT_METHOD_LABELS } from '@tsa/shared/rules';
import type { ReactNode } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { formatMoney } from '@/lib/format';
import { pickupText, placeText, quantityText } from '../../lib/order-text';

export interface ConfirmOrderDialogProps {
  order: CreateOrderData | null;
  services: readonly Service[];
  estimate: number;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        justifyContent: 'space-between',
        py: 0.5,
      }}
    >
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          flexShrink: 0,
        }}
      >
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The last look before sending: what, when, where, how to pay, and the estimate. */
export function ConfirmOrderDialog({
  order,
  services,
  estimate,
  sending,
  onCancel,
  onConfirm,
}: ConfirmOrderDialogProps) {
  const byId = new Map(services.map((service) => [service.id, service]));
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
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Dịch vụ đã chọn">
              {order.items.map((item) => {
                const service = byId.get(item.serviceId);
                if (!service) return null;
                return (
                  <Stack
                    component="li"
                    key={item.serviceId}
                    direction="row"
                    spacing={2}
                    sx={{
                      justifyContent: 'space-between',
                      py: 0.5,
                    }}
                  >
                    <Typography variant="body2">
                      {service.name}{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        × {quantityText(item.quantity, service.unitLabel)}
                      </Box>
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {formatMoney(lineAmount(service.unitPrice, item.quantity))}
                    </Typography>
                  </Stack>
                );
              })}
            </Box>
            <Box>
              <Line label="Lấy đồ">{pickupText(order.pickupDate, order.pickupSlot)}</Line>
              {order.address && (
                <>
                  <Line label="Địa chỉ">
                    {placeText({
                      dormitory: order.address.dormitory ?? '',
                      building: order.address.building ?? '',
                      room: order.address.room ?? '',
                    })}
                  </Line>
                  <Line label="Điện thoại">{order.address.phoneNumber}</Line>
                </>
              )}
              <Line label="Thanh toán">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Line>
              {order.note && <Line label="Ghi chú">{order.note}</Line>}
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
