import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KINDS, type NotificationPreferences } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The user's preferences; kinds they never chose (or added since) keep their defaults. */
export async function loadPreferences(db: Executor, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const stored = row?.preferences;
  if (!stored) return DEFAULT_NOTIFICATION_PREFERENCES;
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds[kind], ...stored.kinds?.[kind] },
    ]),
  ) as NotificationPreferences['kinds'];
  return { kinds, quietHours: { ...DEFAULT_NOTIFICATION_PREFERENCES.quietHours, ...stored.quietHours } };
}

export async function savePreferences(
  db: Executor,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: new Date() } });
  return preferences;
}

/** The one-click unsubscribe: e-mail off for every kind, push and quiet hours untouched. */
export async function turnOffEmail(db: Executor, userId: string): Promise<void> {
  const current = await loadPreferences(db, userId);
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...current.kinds[kind], email: false }]),
  ) as NotificationPreferences['kinds'];
  await savePreferences(db, userId, { ...current, kinds });
}
