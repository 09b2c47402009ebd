import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The bell's list while it loads: its notifications or, the first time, the panel's code. */
export function NotificationsLoading() {
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} role="progressbar" aria-label="Đang tải thông báo">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}
