import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { formatQuantity, overLineBound, type Service } from '@tsa/shared';
import { formatMoney } from '@/lib/format';
import { parseQuantity, type WalkInErrors } from './walk-in-form';

export interface ServiceLinesProps {
  /** undefined while the price list loads. */
  services: Service[] | undefined;
  quantities: Record<string, string>;
  onChange: (serviceId: string, quantity: string) => void;
  errors: WalkInErrors;
}

/** By the kilo in half kilos, by the piece one at a time. */
function stepOf(service: Service): number {
  return service.unit === 'KG' ? 0.5 : 1;
}

/** + from nothing starts at the service's minimum ("tối thiểu 3 kg"); − below it goes back to none. */
function stepped(service: Service, current: number, direction: 1 | -1): number {
  const step = stepOf(service);
  const safe = Number.isFinite(current) ? current : 0;
  if (direction === 1) return safe <= 0 ? Math.max(service.minQuantity, step) : Math.round((safe + step) * 10) / 10;
  const next = Math.round((safe - step) * 10) / 10;
  return next < service.minQuantity || next <= 0 ? 0 : next;
}

/** One row per active service: a quantity with − and + and the line's amount. */
export function ServiceLines({ services, quantities, onChange, errors }: ServiceLinesProps) {
  if (!services) {
    return (
      <Stack spacing={1.5} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      {services.map((service) => {
        const text = quantities[service.id] ?? '';
        const quantity = parseQuantity(text);
        const chosen = Number.isNaN(quantity) || quantity > 0;
        const error = errors[`quantity.${service.id}`];
        return (
          <Box
            key={service.id}
            sx={(theme) => ({
              p: { xs: 1.5, sm: 2 },
              borderRadius: 3,
              border: 1,
              borderColor: error ? 'error.main' : chosen ? 'primary.main' : 'divider',
              bgcolor: chosen
                ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.04)
                : 'transparent',
              transition: 'border-color 120ms, background-color 120ms',
            })}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1.25, sm: 2 }}
              sx={{
                alignItems: { sm: 'center' },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{service.name}</Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {formatMoney(service.unitPrice)}/{service.unitLabel}
                  {service.minQuantity > 0 &&
                    ` · tối thiểu ${formatQuantity(service.minQuantity)} ${service.unitLabel}`}
                </Typography>
              </Box>
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{
                    alignItems: 'center',
                  }}
                >
                  <IconButton
                    aria-label={`Bớt ${service.name}`}
                    onClick={() => {
                      const next = stepped(service, quantity, -1);
                      onChange(service.id, next ? formatQuantity(next) : '');
                    }}
                    disabled={!chosen}
                    size="small"
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <RemoveRoundedIcon fontSize="small" />
                  </IconButton>
                  <TextField
                    value={text}
                    onChange={(event) => onChange(service.id, event.target.value)}
                    placeholder="0"
                    size="small"
                    error={Boolean(error)}
                    slotProps={{
                      htmlInput: {
                        inputMode: service.unit === 'KG' ? 'decimal' : 'numeric',
                        'aria-label': `Số lượng ${service.name} (${service.unitLabel})`,
                        style: { textAlign: 'center' },
                      },
                    }}
                    sx={{ width: 76 }}
                  />
                  <IconButton
                    aria-label={`Thêm ${service.name}`}
                    onClick={() => onChange(service.id, formatQuantity(stepped(service, quantity, 1)))}
                    size="small"
                    color="primary"
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <AddRoundedIcon fontSize="small" />
                  </IconButton>
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                      minWidth: 28,
                    }}
                  >
                    {service.unitLabel}
                  </Typography>
                </Stack>
                <Typography sx={{ fontWeight: 600, minWidth: 96, textAlign: 'right' }}>
                  {chosen && Number.isFinite(quantity) && !overLineBound(quantity)
                    ? formatMoney(Math.round(service.unitPrice * quantity))
                    : '—'}
                </Typography>
              </Stack>
            </Stack>
            {error && (
              <Typography
                variant="body2"
                role="alert"
                sx={{
                  color: 'error.main',
                  mt: 1,
                }}
              >
                {error}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
