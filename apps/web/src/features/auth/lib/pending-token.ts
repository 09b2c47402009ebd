/**
 * The token of a pending sign-up or link, kept in this tab once read from the address's
 * fragment: a reload of the page still finds it, another tab or a later visit does not.
 */
export type PendingTokenKind = 'signup' | 'link';

const KEYS: Record<PendingTokenKind, string> = { signup: 'tsa-identity-signup', link: 'tsa-identity-link' };

export interface PendingToken {
  token: string;
  /** For a link: which provider waits (from the fragment's `provider`). */
  provider?: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingToken(kind: PendingTokenKind, value: PendingToken): void {
  try {
    storage()?.setItem(KEYS[kind], JSON.stringify(value));
  } catch {
    // Storage blocked: a reload then asks to start again.
  }
}

export function readPendingToken(kind: PendingTokenKind): PendingToken | null {
  try {
    const raw = storage()?.getItem(KEYS[kind]);
    const value = raw ? (JSON.parse(raw) as PendingToken) : null;
    return value && typeof value.token === 'string' && value.token ? value : null;
  } catch {
    return null;
  }
}

export function forgetPendingToken(kind: PendingTokenKind): void {
  try {
    storage()?.removeItem(KEYS[kind]);
  } catch {
    // nothing kept
  }
}
