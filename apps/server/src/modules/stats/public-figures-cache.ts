/**
 * The landing page's figures, kept in the process for a minute. Anyone may call
 * `/stats/public`, and each reading goes through every completed order; the browser's
 * `Cache-Control` does not stop many visitors (or a script) from asking again and again.
 */
import type { PublicFigures } from '@tsa/shared';
import type { Database } from '../../db/client';
import { getPublicFigures } from './public-figures';

/** Long enough to absorb a crowd, short enough that a new completed order shows soon. */
export const PUBLIC_FIGURES_TTL_MS = 60_000;

export interface PublicFiguresCache {
  /** The figures as read at most `ttlMs` before `now`, else read again (callers at the same moment share one reading). */
  get(now: Date): Promise<PublicFigures>;
  /** Forgets the figures kept: the next call reads them again. */
  clear(): void;
}

export function createPublicFiguresCache(
  read: (now: Date) => Promise<PublicFigures>,
  ttlMs = PUBLIC_FIGURES_TTL_MS,
): PublicFiguresCache {
  let kept: { readAt: number; figures: Promise<PublicFigures> } | undefined;
  return {
    get(now) {
      const age = kept ? now.getTime() - kept.readAt : Infinity;
      if (kept && age >= 0 && age < ttlMs) return kept.figures;
      const entry = { readAt: now.getTime(), figures: read(now) };
      kept = entry;
      // A failed reading is not kept: the next call tries again.
      entry.figures.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.figures;
    },
    clear() {
      kept = undefined;
    },
  };
}

// One cache per app: the app's database handle is its own, so apps (and test files) never share figures.
const caches = new WeakMap<Database, PublicFiguresCache>();

/** The public figures' cache of the app reading `database`. */
export function publicFiguresCacheOf(database: Database): PublicFiguresCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = createPublicFiguresCache((now) => getPublicFigures(database.db, now));
    caches.set(database, cache);
  }
  return cache;
}
