import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';
import type { PlanOffer } from '../api/plans';
import { formatKg, planLength } from './plan-text';

export interface PlanOfferCardProps {
  plan: PlanOffer;
  /** Names of the services the plan covers. */
  serviceNames: string[];
  /** Null: the student may buy; else why not (a plan already open). */
  blockedReason: string | null;
  onBuy: () => void;
}

/** One plan for sale: price, kilograms a month, price per kilogram and what it allows. */
export function PlanOfferCard({ plan, serviceNames, blockedReason, onBuy }: PlanOfferCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" sx={{ color: 'primary.main' }}>
          {planLength(plan.months)}
        </Typography>
        <Typography id={titleId} variant="h6" component="h3">
          {plan.name}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
          {formatMoney(plan.price)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatKg(plan.kgPerMonth)}/tháng · khoảng {formatMoney(plan.pricePerKg)}/kg
        </Typography>
        {plan.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {plan.description}
          </Typography>
        )}
        {serviceNames.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Áp dụng: {serviceNames.join(', ')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
          {plan.rollover && <Chip size="small" variant="outlined" label="Cộng dồn kg sang tháng sau" />}
          {plan.skipWeekAllowed && <Chip size="small" variant="outlined" label="Tạm ngưng 1 tuần/tháng" />}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
        <Button variant="contained" onClick={onBuy} disabled={blockedReason !== null} aria-describedby={titleId}>
          Mua gói
        </Button>
        {blockedReason && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {blockedReason}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
