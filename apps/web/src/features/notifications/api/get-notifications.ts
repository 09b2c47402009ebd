import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { asListPage } from '@/lib/list-page';
import { notificationListRoot } from '@/lib/query-keys';
import type { AppNotificationPage } from '@/lib/realtime-types';

export interface NotificationsQuery {
  /** true: only unread; absent: all. */
  unread?: boolean;
  page: number;
  pageSize: number;
}

export const notificationsQueryKey = (query: NotificationsQuery) => [...notificationListRoot, query] as const;

/** GET /api/notifications: a page of mine, newest first, with the total unread (the badge). */
export async function getNotifications(query: NotificationsQuery, signal?: AbortSignal): Promise<AppNotificationPage> {
  const page = await apiRequest<Partial<AppNotificationPage> | null>('GET', '/notifications', {
    query: { ...query },
    signal,
  });
  return { ...asListPage(page, query), unread: page?.unread ?? 0 };
}

export function useNotifications(query: NotificationsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationsQueryKey(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
