/**
 * What a person was typing into a long form, kept in localStorage under their user id so one
 * user never reads another's. A draft outlives a crash, a reload and a session that ended by
 * itself (the same person signs in again and finds it); a deliberate sign-out forgets every
 * draft (`forgetDrafts`), and so does the form once what it held has been sent.
 */
const PREFIX = 'tsa-draft:';

// A draft left for longer is about a week that has passed: its pickup days, its note.
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export interface Draft {
  value: unknown;
  savedAt: Date;
}

function storageKey(userId: string, name: string): string {
  return `${PREFIX}${userId}:${name}`;
}

export function saveDraft(userId: string, name: string, value: unknown): void {
  try {
    localStorage.setItem(storageKey(userId, name), JSON.stringify({ value, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the form still works, it just cannot outlive the page.
  }
}

export function readDraft(userId: string, name: string, now: Date = new Date()): Draft | null {
  try {
    const raw = localStorage.getItem(storageKey(userId, name));
    if (!raw) return null;
    const stored = JSON.parse(raw) as { value?: unknown; savedAt?: unknown };
    if (typeof stored.savedAt !== 'number' || stored.value === undefined) return null;
    if (now.getTime() - stored.savedAt > MAX_AGE_MS) {
      discardDraft(userId, name);
      return null;
    }
    return { value: stored.value, savedAt: new Date(stored.savedAt) };
  } catch {
    return null;
  }
}

export function discardDraft(userId: string, name: string): void {
  try {
    localStorage.removeItem(storageKey(userId, name));
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Every user's drafts on this device: a sign-out means "leave nothing of mine here". */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
