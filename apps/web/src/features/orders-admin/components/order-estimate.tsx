import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  estimateText,
  formatQuantity,
  overLineBound,
  formatViDate,
  personName,
  PICKUP_SLOT_LABELS,
  type PickupSlot,
  AT_COUNTER_LABEL,
} from '@tsa/shared';
import { LabelValueRow } from '@/components/label-value-row';
import { PricedLines } from '@/components/orders/priced-lines';
import type { StudentOption } from '../api/search-students';
import type { PricedLine } from './walk-in-form';

export interface OrderEstimateProps {
  student: StudentOption | null;
  lines: PricedLine[];
  pickupDate: string;
  pickupSlot: PickupSlot | '';
  /** The bag is handed in at the counter: no pickup window. */
  atCounter?: boolean;
  pending: boolean;
  /** A refusal that belongs to no single field. */
  error?: string;
}

/** The estimate, or the bound it is past ('Tối đa 50 kg mỗi dịch vụ'): the shared schema refuses more on submit. */
function shownEstimate(lines: readonly PricedLine[]): string {
  return estimateText(
    lines.map(({ service, quantity }) => ({ unitPrice: service.unitPrice, quantity, unitLabel: service.unitLabel })),
  );
}

/** The live summary beside the form: who, what, when and the estimated price, and the submit button. */
export function OrderEstimate({
  student,
  lines,
  pickupDate,
  pickupSlot,
  atCounter,
  pending,
  error,
}: OrderEstimateProps) {
  const valid = lines.filter(
    (line) => Number.isFinite(line.quantity) && line.quantity > 0 && !overLineBound(line.quantity),
  );
  return (
    <Card component="aside" aria-label="Tóm tắt đơn">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Tóm tắt đơn
        </Typography>
        <LabelValueRow label="Sinh viên">{student ? personName(student) : 'Chưa chọn'}</LabelValueRow>
        <LabelValueRow label="Lấy đồ">
          {atCounter
            ? AT_COUNTER_LABEL
            : pickupDate && pickupSlot
              ? `${PICKUP_SLOT_LABELS[pickupSlot]} · ${formatViDate(pickupDate)}`
              : 'Chưa chọn'}
        </LabelValueRow>
        <Divider sx={{ my: 2 }} />
        {valid.length === 0 ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Chưa chọn dịch vụ nào.
          </Typography>
        ) : (
          <PricedLines
            lines={valid.map(({ service, quantity }) => ({
              key: service.id,
              name: service.name,
              quantity: `× ${formatQuantity(quantity)} ${service.unitLabel}`,
              amount: Math.round(service.unitPrice * quantity),
            }))}
          />
        )}
        <Divider sx={{ my: 2 }} />
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'baseline',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>Tạm tính</Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700 }}
            data-testid="estimate-total"
            aria-live="polite"
          >
            {shownEstimate(lines)}
          </Typography>
        </Stack>
        <Typography
          variant="caption"
          component="p"
          sx={{
            color: 'text.secondary',
            mt: 0.5,
          }}
        >
          Giá cuối cùng tính theo số cân thực tế khi nhận đồ.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {/* Below lg the sticky bar at the bottom of the form carries the button. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={pending}
          sx={{ mt: 2.5, display: { xs: 'none', lg: 'flex' } }}
        >
          Tạo đơn
        </Button>
      </CardContent>
    </Card>
  );
}

/** Phones and tablets: the estimate and the submit button stay in reach at the bottom of the screen. */
export function EstimateBar({ lines, pending }: Pick<OrderEstimateProps, 'lines' | 'pending'>) {
  return (
    <Box
      sx={(theme) => ({
        display: { xs: 'flex', lg: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndex.appBar - 1,
        mx: { xs: -2, sm: -3 },
        mt: 3,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        gap: 2,
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: theme.palette.mode === 'dark' ? '0 -8px 24px rgba(0,0,0,0.4)' : '0 -8px 24px rgba(17,25,39,0.08)',
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          Tạm tính
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {shownEstimate(lines)}
        </Typography>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={pending}>
        Tạo đơn
      </Button>
    </Box>
  );
}
