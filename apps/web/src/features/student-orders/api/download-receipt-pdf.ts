import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * GET /api/orders/{id}/receipt.pdf: the receipt as a PDF made by the server (Vietnamese font
 * embedded). Fetched through the API client, which carries the bearer token a link would not.
 */
export async function downloadReceiptPdf({ id, code }: { id: string; code: string }): Promise<string> {
  const blob = await apiRequest<Blob>('GET', `/orders/${encodeURIComponent(id)}/receipt.pdf`, {
    responseType: 'blob',
  });
  const fileName = `bien-nhan-${code}.pdf`;
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadReceiptPdf() {
  return useMutation({ mutationFn: downloadReceiptPdf });
}
