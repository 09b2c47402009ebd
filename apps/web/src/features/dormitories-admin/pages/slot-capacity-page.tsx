import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICKUP_SLOT_LABELS, PICKUP_SLOTS, type SlotCapacity } from '@tsa/shared';
import { useState } from 'react';
import { ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useAdminCatalogue } from '../api/get-catalogue';
import { useSlotCapacities } from '../api/slot-capacity';
import { CapacityDialog, type CapacityTarget } from '../components/capacity-dialog';
import { capacityRow, effectiveText, type CapacityRow } from '../components/capacity-figures';

/**
 * /dashboard/slots: how many visits (pickups and returns) each window takes per building and
 * day. One default row for every building, and a building's own figures where it differs.
 */
function SlotCapacityPage() {
  const capacities = useSlotCapacities();
  const catalogue = useAdminCatalogue();
  const [target, setTarget] = useState<CapacityTarget | null>(null);
  const list: SlotCapacity[] = capacities.data ?? [];
  const fallback = capacityRow(list, null);
  const failed = (capacities.isError && !capacities.data) || (catalogue.isError && !catalogue.data);

  return (
    <>
      <PageHeader
        title="Số chỗ theo khung giờ"
        subtitle="Mỗi lượt lấy đồ hoặc trả đồ chiếm một chỗ của khung giờ trong ngày, tính riêng từng tòa nhà."
      />
      {failed ? (
        <Card>
          <ErrorState
            title="Không tải được số chỗ"
            error={capacities.error ?? catalogue.error}
            onRetry={() => {
              void capacities.refetch();
              void catalogue.refetch();
            }}
            retrying={capacities.isFetching || catalogue.isFetching}
          />
        </Card>
      ) : capacities.isPending || catalogue.isPending ? (
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          Đang tải…
        </Typography>
      ) : (
        <Stack spacing={3}>
          <section aria-labelledby="capacity-default">
            <CapacityCard
              headingId="capacity-default"
              title="Mặc định cho mọi tòa nhà"
              own={fallback}
              onEdit={() => setTarget({ buildingId: null, title: 'Mặc định', own: fallback })}
            />
          </section>
          {(catalogue.data ?? []).map((dormitory) => (
            <section key={dormitory.id} aria-labelledby={`capacity-${dormitory.id}`}>
              <Typography id={`capacity-${dormitory.id}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {dormitory.name}
              </Typography>
              <Stack spacing={2}>
                {dormitory.buildings.map((building) => {
                  const own = capacityRow(list, building.id);
                  const title = `${dormitory.name} · ${building.name}`;
                  return (
                    <CapacityCard
                      key={building.id}
                      headingLevel="h3"
                      headingId={`capacity-${building.id}`}
                      title={`Tòa ${building.name}${building.active ? '' : ' (ngừng phục vụ)'}`}
                      own={own}
                      fallback={fallback}
                      onEdit={() => setTarget({ buildingId: building.id, title, own, fallback })}
                    />
                  );
                })}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
      <CapacityDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

interface CapacityCardProps {
  headingId: string;
  headingLevel?: 'h2' | 'h3';
  title: string;
  own: CapacityRow;
  fallback?: CapacityRow;
  onEdit: () => void;
}

function CapacityCard({ headingId, headingLevel = 'h2', title, own, fallback, onEdit }: CapacityCardProps) {
  return (
    <Card sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 1.5,
        }}
      >
        <Typography
          id={headingId}
          variant="subtitle1"
          component={headingLevel}
          sx={{
            fontWeight: 700,
          }}
        >
          {title}
        </Typography>
        <Button variant="outlined" size="small" onClick={onEdit} aria-label={`Sửa số chỗ ${title}`}>
          Sửa số chỗ
        </Button>
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        {PICKUP_SLOTS.map((slot) => (
          <Box key={slot}>
            <Typography
              component="dt"
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              {PICKUP_SLOT_LABELS[slot]}
            </Typography>
            <Typography
              component="dd"
              sx={{
                fontWeight: own[slot] !== null ? 700 : 400,
                m: 0,
              }}
            >
              {effectiveText(own[slot], fallback ? fallback[slot] : null)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

export default SlotCapacityPage;
