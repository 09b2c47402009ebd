import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import LocalLaundryServiceRoundedIcon from '@mui/icons-material/LocalLaundryServiceRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { billedQuantity, lineAmount } from '@tsa/shared';
import { formatMoney, formatNumber } from '@/lib/format';
import { useServices } from '@/lib/services/get-services';

type StepState = 'done' | 'current' | 'next';

// The example's weight; its price comes from the live catalogue, never from this file.
const WEIGHT_KG = 3.2;

const steps: { label: string; detail: string; state: StepState }[] = [
  { label: 'Đã xác nhận', detail: '07:42 · Khung giờ lấy đồ 07:00–09:00', state: 'done' },
  { label: 'Đã lấy đồ', detail: '08:15 · Phòng A203, tòa A, KTX Khu B', state: 'done' },
  { label: 'Đang giặt', detail: `Cân thực tế ${formatNumber(WEIGHT_KG)} kg`, state: 'current' },
  { label: 'Đang giao', detail: 'Dự kiến 19:00–21:00', state: 'next' },
];

function StepDot({ state }: { state: StepState }) {
  return (
    <Box
      sx={(theme) => ({
        width: 28,
        height: 28,
        borderRadius: '50%',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        color: state === 'next' ? 'text.disabled' : '#FFFFFF',
        bgcolor: state === 'done' ? 'success.main' : state === 'current' ? 'primary.main' : 'transparent',
        border: state === 'next' ? `2px dashed ${theme.palette.divider}` : 'none',
        boxShadow: state === 'current' ? `0 0 0 6px ${alpha(theme.palette.primary.main, 0.16)}` : 'none',
      })}
    >
      {state === 'done' && <CheckRoundedIcon sx={{ fontSize: 16 }} />}
      {state === 'current' && <LocalLaundryServiceRoundedIcon sx={{ fontSize: 16 }} />}
    </Box>
  );
}

/** The example priced like a real order: the first per-kg line of today's price list. */
function ExamplePrice() {
  const { data } = useServices();
  const service = data?.find((line) => line.unit === 'KG');
  // Without the catalogue there is no honest price to show.
  if (!service) return null;
  const amount = lineAmount(service.unitPrice, billedQuantity(WEIGHT_KG, service.minQuantity));
  return (
    <>
      <Divider sx={{ my: 2.5 }} />
      <Stack
        direction="row"
        spacing={2}
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {service.name} · {formatNumber(WEIGHT_KG)} kg
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatMoney(amount)}
        </Typography>
      </Stack>
    </>
  );
}

/** An illustration of what a student sees: an order moving through its steps. */
export function OrderPreview() {
  return (
    <Card aria-label="Ví dụ một đơn giặt đang xử lý" sx={{ width: '100%', maxWidth: 440, justifySelf: { md: 'end' } }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            mb: 2.5,
          }}
        >
          <Box>
            <Typography
              variant="overline"
              sx={{
                color: 'text.secondary',
              }}
            >
              Ví dụ đơn giặt
            </Typography>
            <Typography variant="h6" component="p">
              TSA-251121-0007
            </Typography>
          </Box>
          <Chip label="Đang giặt" color="primary" size="small" />
        </Stack>
        <Stack spacing={0}>
          {steps.map((step, index) => (
            <Stack key={step.label} direction="row" spacing={2}>
              <Stack
                sx={{
                  alignItems: 'center',
                }}
              >
                <StepDot state={step.state} />
                {index < steps.length - 1 && (
                  <Box sx={{ width: 2, flex: 1, minHeight: 20, bgcolor: 'divider', my: 0.5 }} />
                )}
              </Stack>
              <Box sx={{ pb: index < steps.length - 1 ? 2 : 0 }}>
                <Typography variant="subtitle2" color={step.state === 'next' ? 'text.secondary' : 'text.primary'}>
                  {step.label}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {step.detail}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
        <ExamplePrice />
      </CardContent>
    </Card>
  );
}
