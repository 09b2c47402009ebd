import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent, ListAuditEventsQuery } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';

export type AuditEventView = Omit<AuditEvent, 'occurredAt'> & { occurredAt: Date };
export interface AuditEventPageView {
  items: AuditEventView[];
  total: number;
  page: number;
  pageSize: number;
}

export type AuditQuery = Partial<ListAuditEventsQuery>;

/** Only this page caches the security log, so its root stays here rather than in `queryRoots`. */
const auditEventsRoot = ['audit-events'] as const;

/** GET /api/audit-events (admin): one page of the security log, newest first. */
export function useAuditEvents(query: AuditQuery) {
  return useQuery({
    queryKey: [...auditEventsRoot, query],
    queryFn: ({ signal }) => apiRequest<AuditEventPageView>('GET', '/audit-events', { query: { ...query }, signal }),
    // The rows stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
