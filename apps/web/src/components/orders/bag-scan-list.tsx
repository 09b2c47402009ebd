import QrCodeScannerRoundedIcon from '@mui/icons-material/QrCodeScannerRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCAN_STAGE_LABELS } from '@tsa/shared';
import { formatDateTime } from '@/lib/format';
import { useOrderScans, type BagScanView } from '@/lib/bag-scans';

/** The bag's scans as a list: stage (and rack), when, by whom (first name); warnings for staff and admins. */
export function BagScanItems({
  scans,
  showWarnings = false,
}: {
  scans: readonly BagScanView[];
  showWarnings?: boolean;
}) {
  return (
    <Box component="ol" aria-label="Các lần quét túi đồ" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {scans.map((scan) => (
        <Stack component="li" key={scan.id} direction="row" spacing={1.5} sx={{ py: 0.75 }}>
          <QrCodeScannerRoundedIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">
              {SCAN_STAGE_LABELS[scan.stage]}
              {scan.rackCode ? ` · kệ ${scan.rackCode}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(scan.scannedAt)}
              {scan.scannedBy ? ` · ${scan.scannedBy.name}` : ''}
            </Typography>
            {showWarnings && scan.warning && (
              <Typography variant="body2" sx={{ color: 'warning.main' }}>
                {scan.warning}
              </Typography>
            )}
          </Box>
        </Stack>
      ))}
    </Box>
  );
}

/**
 * "Hành trình túi đồ": where the bag has been scanned, under the order's status timeline; nothing
 * while the bag has no scan. A scan's `order:updated` refreshes it (its key is under the orders' root).
 */
export function BagScanTimeline({ orderId, showWarnings = false }: { orderId: string; showWarnings?: boolean }) {
  // Secondary to the status timeline above it: while the scans cannot be read, nothing is shown.
  const { data: scans } = useOrderScans(orderId);
  if (!scans?.length) return null;
  return (
    <Box component="section" aria-labelledby={`bag-scans-${orderId}`}>
      <Typography id={`bag-scans-${orderId}`} variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
        Hành trình túi đồ
      </Typography>
      <BagScanItems scans={scans} showWarnings={showWarnings} />
    </Box>
  );
}
