import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A query that has nothing yet and waits for the network (TanStack Query pauses it offline). */
export const waitsForNetwork = (query: { data: unknown; fetchStatus: string }): boolean =>
  query.data === undefined && query.fetchStatus === 'paused';

/**
 * In place of a part of a page that has no copy on the device while the network is gone: says
 * so instead of grey placeholders that look like loading. The query loads it by itself when the
 * signal returns, and this goes.
 */
export function NeedsNetwork({ what }: { what: string }) {
  return (
    <Card sx={{ p: 2 }} role="status">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CloudOffOutlinedIcon sx={{ color: 'text.secondary' }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {what}: cần có mạng để tải, sẽ tự tải khi có mạng trở lại.
        </Typography>
      </Stack>
    </Card>
  );
}
