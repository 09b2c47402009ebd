import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationListRoot, queryRoots } from '@/lib/query-keys';
import type { AppNotification, AppNotificationPage } from '@/lib/realtime-types';

/** PATCH /api/notifications/{id}/read */
export function readNotification(id: string): Promise<AppNotification> {
  return apiRequest<AppNotification>('PATCH', `/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read at once on screen (the badge drops), then asks the server. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onMutate: (id) => {
      queryClient.setQueriesData<AppNotificationPage>({ queryKey: notificationListRoot }, (data) => {
        if (!data) return data;
        const target = data.items.find((item) => item.id === id);
        if (!target || target.read) return data;
        return {
          ...data,
          unread: Math.max(0, data.unread - 1),
          items: data.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.notifications }),
  });
}
