import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Service } from '@tsa/shared';
import { formatQuantity, lineAmount, lineBoundText, ORDER_LIMITS, overLineBound } from '@tsa/shared/rules';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * '3,5', '3.5' or '.5' → a number; '' → 0 (nothing of this service); anything else (a letter,
 * a sign, an exponent) → NaN, which the shared schema explains in Vietnamese.
 */
export function parseQuantity(text: string): number {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return 0;
  return /^(\d+(\.\d*)?|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

function showText(value: number): string {
  return value > 0 && Number.isFinite(value) ? formatQuantity(value) : '';
}

/** The minimum worth telling: any minimum in kg, more than one item. */
export function minimumText(service: Service): string | null {
  const minimum = service.minQuantity > (service.unit === 'KG' ? 0 : 1) ? service.minQuantity : null;
  return minimum ? `Tối thiểu ${formatQuantity(minimum)} ${service.unitLabel}` : null;
}

export interface QuantityStepperProps {
  service: Service;
  value: number;
  onChange: (quantity: number) => void;
  onBlur?: () => void;
  error?: boolean;
}

/**
 * − [quantity] +: kg in steps of 0.5, items one by one. The first + jumps to the service's
 * minimum and − below it takes the service out, so the buttons never make an order the shop
 * would refuse; typing still can, and the form says why.
 */
export function QuantityStepper({ service, value, onChange, onBlur, error }: QuantityStepperProps) {
  const step = service.unit === 'KG' ? 0.5 : 1;
  const minimum = Math.max(service.minQuantity, step);
  const [text, setText] = useState(() => showText(value));
  const [lastValue, setLastValue] = useState(value);
  // A value changed from outside (a button, a reset) rewrites the text; typing does not fight the
  // user. Object.is, not !==: NaN (what a letter parses to) never equals itself, and comparing it
  // with !== would set state on every render, for ever.
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(parseQuantity(text), value)) setText(showText(value));
  }
  const current = Number.isFinite(value) ? value : 0;

  const set = (next: number) => {
    const quantity = next <= 0 ? 0 : Math.min(ORDER_LIMITS.maxQuantity, round1(next));
    setText(showText(quantity));
    setLastValue(quantity);
    onChange(quantity);
  };
  const increase = () => set(current <= 0 ? minimum : current + step);
  const decrease = () => set(current - step < minimum ? 0 : current - step);

  return (
    <Stack
      direction="row"
      sx={[
        {
          alignItems: 'center',
        },
        (theme) => ({
          border: `1px solid ${error ? theme.palette.error.main : theme.palette.divider}`,
          borderRadius: '12px',
          bgcolor: 'background.paper',
          flexShrink: 0,
        }),
      ]}
    >
      <IconButton aria-label={`Bớt ${service.name}`} onClick={decrease} disabled={current <= 0} size="medium">
        <RemoveRoundedIcon />
      </IconButton>
      <InputBase
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const quantity = parseQuantity(event.target.value);
          setLastValue(quantity);
          onChange(quantity);
        }}
        onBlur={onBlur}
        placeholder="0"
        inputProps={{
          'aria-label': `Số lượng ${service.name} (${service.unitLabel})`,
          inputMode: service.unit === 'KG' ? 'decimal' : 'numeric',
          'aria-invalid': error || undefined,
          style: { textAlign: 'center', fontWeight: 700, padding: '8px 0', fontVariantNumeric: 'tabular-nums' },
        }}
        sx={{ width: 52 }}
      />
      <IconButton
        aria-label={`Thêm ${service.name}`}
        onClick={increase}
        disabled={current >= ORDER_LIMITS.maxQuantity}
        color="primary"
        size="medium"
      >
        <AddRoundedIcon />
      </IconButton>
    </Stack>
  );
}

export interface ServiceCardProps {
  service: Service;
  quantity: number;
  error?: string;
  onChange: (quantity: number) => void;
  onBlur: () => void;
}

export function ServiceCard({ service, quantity, error, onChange, onBlur }: ServiceCardProps) {
  const selected = quantity !== 0;
  const minimum = minimumText(service);
  return (
    <Card
      component="li"
      aria-label={service.name}
      sx={(theme) => ({
        listStyle: 'none',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        transition: 'box-shadow 150ms, background-color 150ms',
        ...(selected && {
          boxShadow: `0 0 0 2px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.08 : 0.03),
        }),
      })}
    >
      <Box>
        <Typography component="h3" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
          {service.name}
        </Typography>
        {service.description && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 0.25,
            }}
          >
            {service.description}
          </Typography>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          mt: 'auto',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', lineHeight: 1.3 }}>
            {formatMoney(service.unitPrice)}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              / {service.unitLabel}
            </Box>
          </Typography>
          {minimum && <Chip size="small" variant="outlined" label={minimum} sx={{ mt: 0.5 }} />}
        </Box>
        <QuantityStepper
          service={service}
          value={quantity}
          onChange={onChange}
          onBlur={onBlur}
          error={Boolean(error)}
        />
      </Stack>
      {error ? (
        <FormHelperText error sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      ) : (
        selected &&
        Number.isFinite(quantity) && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              textAlign: 'right',
            }}
          >
            {overLineBound(quantity) ? (
              lineBoundText(service.unitLabel)
            ) : (
              <>
                Thành tiền tạm tính: <strong>{formatMoney(lineAmount(service.unitPrice, quantity))}</strong>
              </>
            )}
          </Typography>
        )
      )}
    </Card>
  );
}
