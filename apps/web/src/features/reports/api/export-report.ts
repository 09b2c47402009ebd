import { REPORT_TABLE_SLUGS, type ReportExportFormat, type ReportTable, type StatsRange } from '@tsa/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export interface ReportExport {
  table: ReportTable;
  format: ReportExportFormat;
  range: StatsRange;
}

/** The server's own name for the file, used if its Content-Disposition ever goes missing. */
export function reportFileName({ table, format, range }: ReportExport): string {
  const compact = (day: string) => day.replaceAll('-', '');
  return `bao-cao-${REPORT_TABLE_SLUGS[table]}-${compact(range.from)}-${compact(range.to)}.${format}`;
}

/**
 * GET /api/stats/report/{table}/export?format&from&to. A plain link would carry no bearer
 * token, so the file comes through the API client (which refreshes an expired session) as raw
 * bytes: the XLSX is binary and the CSV keeps the BOM Excel needs for Vietnamese headers.
 */
export async function exportReport(request: ReportExport): Promise<string> {
  const { table, format, range } = request;
  const file = await apiRequest<Blob>('GET', `/stats/report/${table}/export`, {
    query: { format, from: range.from, to: range.to },
    responseType: 'blob',
  });
  const fileName = file instanceof File && file.name ? file.name : reportFileName(request);
  saveFile(file, fileName);
  return fileName;
}

export function useExportReport() {
  // The section says which file failed in its own snackbar.
  return useMutation({ mutationFn: exportReport, meta: { errorSnackbar: false } });
}
