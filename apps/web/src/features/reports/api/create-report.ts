import type { CreateReportInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { AppReport } from './types';

export interface NewReport extends CreateReportInput {
  photos: File[];
}

/** POST /api/reports as multipart/form-data: the fields and up to 3 `photos`. */
export function createReport({ photos, ...fields }: NewReport): Promise<AppReport> {
  const form = new FormData();
  form.append('orderId', fields.orderId);
  form.append('type', fields.type);
  form.append('description', fields.description);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return apiRequest<AppReport>('POST', '/reports', { body: form, idempotent: true });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.reports }),
  });
}
