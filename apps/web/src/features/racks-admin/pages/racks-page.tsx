import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { BagFinder } from '../components/bag-finder';
import { RackList } from '../components/rack-list';

/** /dashboard/racks (admins): the bag finder and the racks with their QR labels (decision 043). */
export default function RacksPage() {
  return (
    <>
      <PageHeader title="Kệ & tìm túi" subtitle="Tìm một túi đồ theo mã, xem túi trên từng kệ và in nhãn QR cho kệ." />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <BagFinder />
        <RackList />
      </Stack>
    </>
  );
}
