import { notificationPreferencesSchema, type NotificationPreferences } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const notificationPreferencesKey = [...queryRoots.notifications, 'preferences'] as const;

/** GET /api/outreach/preferences: my channels per kind of event and my quiet hours. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  // Checked, so an unexpected answer shows the card's error instead of breaking the account page.
  return notificationPreferencesSchema.parse(await apiRequest<unknown>('GET', '/outreach/preferences', { signal }));
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}
