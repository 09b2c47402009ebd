import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatViDate, hcmDateOf, pickupWindowText, PICKUP_SLOT_LABELS, type DeliveryType } from '@tsa/shared';
import { useId } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import type { OrderView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';

export interface NeededPanelProps {
  type: DeliveryType;
  title: string;
  /** undefined while loading. */
  orders: OrderView[] | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  onToggleAll: (select: boolean) => void;
  onAssign: () => void;
}

function place(order: OrderView): string {
  const { dormitory, building, room } = order.address;
  return [dormitory, building && `Tòa ${building}`, room && `Phòng ${room}`].filter(Boolean).join(' · ');
}

function OrderLine({
  order,
  type,
  checked,
  onToggle,
}: {
  order: OrderView;
  type: DeliveryType;
  checked: boolean;
  onToggle: () => void;
}) {
  const labelId = useId();
  const today = hcmDateOf(new Date());
  const late = type === 'PICKUP' && Boolean(order.pickupDate && order.pickupDate < today);
  return (
    <ListItem disablePadding divider>
      {/* The whole row is the checkbox's label: one control, reachable with Tab, no button around it. */}
      <Box
        component="label"
        sx={{
          display: 'flex',
          width: '100%',
          cursor: 'pointer',
          alignItems: 'flex-start',
          py: 1.25,
          pl: 1,
          pr: 2,
          bgcolor: checked ? 'action.selected' : undefined,
          '&:hover': { bgcolor: checked ? 'action.selected' : 'action.hover' },
        }}
      >
        <Checkbox
          edge="start"
          checked={checked}
          onChange={onToggle}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          sx={{ mt: -0.5 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {order.code}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.25 }} noWrap>
            {order.student.name}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            noWrap
            sx={{
              color: 'text.secondary',
            }}
          >
            {place(order)} · {order.address.phoneNumber}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              mt: 0.5,
            }}
          >
            {type === 'PICKUP' ? (
              <Typography
                variant="caption"
                color={late ? 'warning.main' : 'text.secondary'}
                sx={{ fontWeight: late ? 600 : 400 }}
              >
                Hẹn lấy {pickupWindowText(order.pickupDate, order.pickupSlot)}
              </Typography>
            ) : (
              <>
                {order.returnDate && order.returnSlot && (
                  <Typography
                    variant="caption"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    Hẹn trả {PICKUP_SLOT_LABELS[order.returnSlot]} · {formatViDate(order.returnDate)} ·
                  </Typography>
                )}
                <Typography
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {formatMoney(order.finalTotal ?? order.estimatedTotal)} ·{' '}
                  {order.paymentStatus === 'PAID' ? 'đã thanh toán' : 'chưa thanh toán'}
                </Typography>
              </>
            )}
            {late && <Chip size="small" color="warning" variant="outlined" label="Quá hẹn" />}
            {type === 'DROPOFF' && !order.returnSlot && (
              <Chip size="small" color="warning" variant="outlined" label="Chưa chọn giờ trả" />
            )}
          </Stack>
        </Box>
      </Box>
    </ListItem>
  );
}

/** Ready orders whose student has not picked a return window yet. */
const withoutReturnSlot = (orders: OrderView[]) => orders.filter((order) => !order.returnSlot).length;

/** Orders waiting for a task of one type, to tick and assign together. */
export function NeededPanel(props: NeededPanelProps) {
  const { type, title, orders, error, onRetry, retrying, selected, onToggle, onToggleAll, onAssign } = props;
  const headingId = useId();
  const count = orders?.length ?? 0;
  const chosen = orders?.filter((order) => selected.has(order.id)).length ?? 0;
  const all = count > 0 && chosen === count;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          px: { xs: 2, sm: 2.5 },
          pt: 2.5,
          pb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {orders && <Chip size="small" label={count} color={count ? 'primary' : 'default'} />}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          size="small"
          startIcon={<AssignmentIndOutlinedIcon />}
          disabled={chosen === 0}
          onClick={onAssign}
          aria-label={`Phân công ${title.toLowerCase()}`}
        >
          Phân công{chosen ? ` (${chosen})` : ''}
        </Button>
      </Stack>
      {type === 'DROPOFF' && orders && count > 0 && (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            px: { xs: 2, sm: 2.5 },
            pb: 1,
          }}
        >
          {withoutReturnSlot(orders) > 0
            ? `${withoutReturnSlot(orders)} đơn chưa chọn giờ trả. Đơn đã hẹn được giao đúng khung sinh viên chọn.`
            : 'Mọi đơn đã có giờ trả; nhiệm vụ được giao đúng khung sinh viên chọn.'}
        </Typography>
      )}
      {orders && count > 0 && (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 0.5 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={all}
                indeterminate={chosen > 0 && !all}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            }
            label={<Typography variant="body2">{chosen ? `Đã chọn ${chosen}/${count}` : 'Chọn tất cả'}</Typography>}
          />
        </Box>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', flex: 1, maxHeight: { md: 560 }, overflowY: 'auto' }}>
        {error && !orders ? (
          <ErrorState
            title={`Không tải được danh sách ${title.toLowerCase()}`}
            error={error}
            onRetry={onRetry}
            retrying={retrying}
            dense
          />
        ) : !orders ? (
          <Stack spacing={1.5} sx={{ p: 2 }} aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={72} />
            ))}
          </Stack>
        ) : count === 0 ? (
          <EmptyState
            dense
            icon={<TaskAltRoundedIcon />}
            title={type === 'PICKUP' ? 'Không có đơn nào cần lấy đồ' : 'Không có đơn nào cần giao đồ'}
            description={
              type === 'PICKUP'
                ? 'Đơn mới đặt sẽ xuất hiện ở đây để phân công người đến lấy.'
                : 'Đơn giặt xong sẽ xuất hiện ở đây để phân công người giao.'
            }
          />
        ) : (
          <List disablePadding aria-label={title}>
            {orders.map((order) => (
              <OrderLine
                key={order.id}
                order={order}
                type={type}
                checked={selected.has(order.id)}
                onToggle={() => onToggle(order.id)}
              />
            ))}
          </List>
        )}
      </Box>
    </Card>
  );
}
