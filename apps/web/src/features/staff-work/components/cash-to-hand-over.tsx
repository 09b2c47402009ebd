import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/list-states';
import { IconTile } from '@/components/icon-tile';
import { formatMoney, formatTime } from '@/lib/format';
import { NeedsNetwork, waitsForNetwork } from '@/components/needs-network';
import { useMyCash } from '../api/get-my-cash';

const amountStyle = { fontWeight: 800, fontSize: '1.75rem', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' };

/**
 * The cash I collected at the door today and carry until I hand it over to the shop: the total
 * and the orders it came from, the same figures the admin's reconciliation shows for me.
 */
export function CashToHandOver() {
  const cash = useMyCash();
  const { data, isPending, isError, error, refetch, isFetching } = cash;
  if (waitsForNetwork(cash)) return <NeedsNetwork what="Tiền mặt cần bàn giao" />;
  if (isPending) return <Skeleton variant="rounded" height={132} sx={{ borderRadius: '20px' }} />;
  if (isError)
    return (
      <Card>
        <ErrorState
          dense
          title="Không tải được tiền mặt đã thu"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  return (
    <Card sx={{ p: 2.5 }} component="section" aria-label="Tiền mặt cần bàn giao">
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
        }}
      >
        <IconTile size={44} tone="success">
          <PaymentsOutlinedIcon />
        </IconTile>
        <Box sx={{ flex: 1 }}>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Tiền mặt cần bàn giao hôm nay
          </Typography>
          <Typography sx={amountStyle} data-testid="cash-total">
            {formatMoney(data.total)}
          </Typography>
        </Box>
      </Stack>
      {data.collections.length === 0 ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mt: 1.5,
          }}
        >
          Bạn chưa thu tiền mặt đơn nào hôm nay.
        </Typography>
      ) : (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Box component="ul" aria-label="Các đơn đã thu tiền mặt" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.collections.map((collection) => (
              <Stack
                component="li"
                key={collection.orderId}
                direction="row"
                spacing={2}
                sx={{
                  justifyContent: 'space-between',
                  py: 0.5,
                }}
              >
                <Typography variant="body2">
                  {collection.code}
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {' · '}
                    {formatTime(collection.receivedAt)}
                  </Typography>
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(collection.amount)}
                </Typography>
              </Stack>
            ))}
          </Box>
        </>
      )}
    </Card>
  );
}
