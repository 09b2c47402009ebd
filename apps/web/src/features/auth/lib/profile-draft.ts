import { discardDraft, readDraft, saveDraft } from '@/lib/drafts';
import type { ProfileFormValues } from '../components/profile-form-card';

const NAME = 'profile';

const sameValues = (a: ProfileFormValues, b: ProfileFormValues) =>
  (Object.keys(b) as (keyof ProfileFormValues)[]).every((key) => a[key] === b[key]);

/**
 * Changes to the profile not saved yet, as the device kept them when the page went (a tap on the
 * menu, Back, a reload), laid over what is saved now: only its own fields, only strings. Null when
 * nothing differs.
 */
export function readProfileDraft(userId: string, saved: ProfileFormValues): ProfileFormValues | null {
  const stored = readDraft(userId, NAME)?.value;
  if (!stored || typeof stored !== 'object') return null;
  const draft = { ...saved };
  for (const key of Object.keys(saved) as (keyof ProfileFormValues)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') draft[key] = value.slice(0, 500);
  }
  return sameValues(draft, saved) ? null : draft;
}

/** Keeps what differs from the saved profile; nothing when it is all saved. */
export function saveProfileDraft(userId: string, values: ProfileFormValues, saved: ProfileFormValues): void {
  if (sameValues(values, saved)) discardDraft(userId, NAME);
  else saveDraft(userId, NAME, values);
}

export function discardProfileDraft(userId: string): void {
  discardDraft(userId, NAME);
}
