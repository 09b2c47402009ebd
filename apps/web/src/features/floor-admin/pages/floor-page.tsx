import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useFloorSettings } from '../api/floor-settings';
import { FloorSettingsForm } from '../components/floor-settings-form';
import { GarmentKindList } from '../components/garment-kind-list';

/** /dashboard/floor (admins): the garment kinds staff count and the floor settings (decision 043). */
export default function FloorPage() {
  const settings = useFloorSettings();
  return (
    <>
      <PageHeader
        title="Vận hành"
        subtitle="Danh sách loại đồ để kiểm đếm khi lấy đồ, giờ nhắc lịch và thời hạn xác nhận."
      />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <GarmentKindList />
        {settings.isPending ? (
          <Skeleton variant="rounded" height={220} />
        ) : settings.isError ? (
          <ErrorState
            dense
            title="Không tải được cài đặt"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <FloorSettingsForm settings={settings.data} />
        )}
      </Stack>
    </>
  );
}
