import type { OrderStatus } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/** An order to pick in a form (a ticket's or an incident report's subject). */
export interface OrderOption {
  id: string;
  code: string;
  status: OrderStatus;
  createdAt: Date;
}

const OPTION_COUNT = 100;

/** GET /api/orders as a student: my latest orders, for a picker (tickets and reports share it). */
export async function getMyOrderOptions(signal?: AbortSignal): Promise<OrderOption[]> {
  const page = await apiRequest<{ items?: OrderOption[] } | null>('GET', '/orders', {
    signal,
    query: { page: 1, pageSize: OPTION_COUNT, sort: 'createdAt:desc' },
  });
  return Array.isArray(page?.items)
    ? page.items.map(({ id, code, status, createdAt }) => ({ id, code, status, createdAt }))
    : [];
}

export function useMyOrderOptions(enabled = true) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'options'] as const,
    queryFn: ({ signal }) => getMyOrderOptions(signal),
    enabled,
  });
}
