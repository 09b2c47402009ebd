import type { UpdateReportInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { reportDetailKey } from './get-report';
import type { AppReport } from './types';

/** PATCH /api/reports/{id} (administrators): review, resolve (answer, refund) or reject (answer). */
export function decideReport(id: string, input: UpdateReportInput): Promise<AppReport> {
  return apiRequest<AppReport>('PATCH', `/reports/${encodeURIComponent(id)}`, { body: input });
}

export function useDecideReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateReportInput) => decideReport(id, input),
    onSuccess: (report) => {
      queryClient.setQueryData(reportDetailKey(id), report);
      return queryClient.invalidateQueries({ queryKey: queryRoots.reports });
    },
  });
}
