import type { NotificationPreferences } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationPreferencesKey } from './get-notification-preferences';

/** PUT /api/outreach/preferences */
export function saveNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('PUT', '/outreach/preferences', { body: preferences });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
