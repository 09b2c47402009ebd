import { hcmDateOf } from '@tsa/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { OrdersQuery } from '@/lib/orders/get-orders';

const BOM = '\uFEFF';

/** The file name the server suggests: don-hang-YYYYMMDD.csv (today in HCM). */
export function exportFileName(now = new Date()): string {
  return `don-hang-${hcmDateOf(now).replaceAll('-', '')}.csv`;
}

/**
 * GET /api/orders/export.csv with the list's filters (not its page). A plain link would carry
 * no bearer token, so the file is fetched through the API client (which also refreshes an
 * expired session) and handed to the browser as a Blob. Reading it as text drops the UTF-8
 * BOM; it is put back so Excel opens the Vietnamese headers correctly.
 */
export async function exportOrdersCsv(query: OrdersQuery): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const text = await apiRequest<string | null>('GET', '/orders/export.csv', { query: { ...filters } });
  const csv = typeof text === 'string' ? text : '';
  const fileName = exportFileName();
  const blob = new Blob([csv.startsWith(BOM) ? csv : BOM + csv], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, fileName);
  return fileName;
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrdersCsv });
}
