import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The bell's panel shows three short rows; the notifications page four of its own rows' height. */
const LAYOUTS = {
  panel: { rows: 3, height: 56, padding: 2 },
  page: { rows: 4, height: 64, padding: 2.5 },
};

/** A list of notifications while it loads (or, in the bell's panel the first time, the panel's code). */
export function NotificationsLoading({ layout = 'panel' }: { layout?: keyof typeof LAYOUTS }) {
  const { rows, height, padding } = LAYOUTS[layout];
  return (
    <Stack spacing={1.5} sx={{ p: padding }} role="progressbar" aria-label="Đang tải thông báo">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
