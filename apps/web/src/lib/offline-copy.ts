import { parseJsonWithDates } from './api-client';
import { getStoredUser, OFFLINE_COPY_PREFIX as PREFIX } from './session';

/**
 * The last answer of a query worth reading without a network (a staff member's tasks of the
 * day), kept in localStorage under the signed-in user's id so one user never reads another's
 * copy, and removed with the session (`clearSession`). Nothing else of the API is kept offline.
 */
export interface OfflineCopy<T> {
  data: T;
  savedAt: Date;
}

function storageKey(name: string): string | null {
  const user = getStoredUser<{ id?: unknown }>();
  return typeof user?.id === 'string' ? `${PREFIX}${user.id}:${name}` : null;
}

export function saveOfflineCopy(name: string, data: unknown): void {
  const key = storageKey(name);
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify({ data, savedAt: new Date() }));
  } catch {
    // Storage full or blocked: the app works online without the copy.
  }
}

export function readOfflineCopy<T>(name: string): OfflineCopy<T> | null {
  const key = storageKey(name);
  const raw = key ? localStorage.getItem(key) : null;
  if (!raw) return null;
  try {
    const copy = parseJsonWithDates(raw) as Partial<OfflineCopy<T>>;
    return copy.data !== undefined && copy.savedAt instanceof Date ? { data: copy.data, savedAt: copy.savedAt } : null;
  } catch {
    return null;
  }
}
