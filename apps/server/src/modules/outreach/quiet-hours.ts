import { addDays, HCM_OFFSET_MS, hcmDateOf, hcmInstant, type NotificationPreferences } from '@tsa/shared';

const parts = (hhmm: string) => hhmm.split(':').map(Number) as [number, number];

/**
 * When a push may go out: now, or the end of the user's quiet hours (Ho Chi Minh City time)
 * when now falls inside them. A window may pass midnight (22:00–07:00).
 */
export function pushDueAt(quiet: NotificationPreferences['quietHours'], now: Date): Date {
  if (!quiet.enabled || quiet.start === quiet.end) return now;
  const local = new Date(now.getTime() + HCM_OFFSET_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const [startH, startM] = parts(quiet.start);
  const [endH, endM] = parts(quiet.end);
  const start = startH * 60 + startM;
  const end = endH * 60 + endM;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return now;
  const today = hcmDateOf(now);
  const due = hcmInstant(today, endH, endM);
  return due > now ? due : hcmInstant(addDays(today, 1), endH, endM);
}
