import type { ReadAllNotificationsResult } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationListRoot, queryRoots } from '@/lib/query-keys';
import type { AppNotificationPage } from '@/lib/realtime-types';

/** POST /api/notifications/read-all */
export function readAllNotifications(): Promise<ReadAllNotificationsResult> {
  return apiRequest<ReadAllNotificationsResult>('POST', '/notifications/read-all');
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      queryClient.setQueriesData<AppNotificationPage>(
        { queryKey: notificationListRoot },
        (data) => data && { ...data, unread: 0, items: data.items.map((item) => ({ ...item, read: true })) },
      );
      return queryClient.invalidateQueries({ queryKey: queryRoots.notifications });
    },
  });
}
