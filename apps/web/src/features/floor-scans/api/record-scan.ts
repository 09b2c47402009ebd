import type { RecordScanInput, ScanResult } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type ScanResultView = Omit<ScanResult, 'scan'> & { scan: Revived<ScanResult['scan'], 'scannedAt'> };

/** POST /api/scans: one bag at one stage. */
export function recordScan(body: RecordScanInput): Promise<ScanResultView> {
  return apiRequest<ScanResultView>('POST', '/scans', { body });
}

export function useRecordScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordScan,
    // Never queued for later: without a network the scanner says at once that it was not sent
    // (decision 038: a scan's time is its meaning, a late one would lie).
    networkMode: 'always',
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: queryRoots.racks }),
      ]),
  });
}
