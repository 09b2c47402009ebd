import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const claims = (expiresInMs: number) => ({ userId: 'u', expiresAt: new Date(Date.now() + expiresInMs) });

describe('verified tokens', () => {
  it('forgets a token once it has expired, so its signature is checked (and refused) again', () => {
    const tokens = new VerifiedTokens<ReturnType<typeof claims>>();
    tokens.set('live', claims(60_000));
    tokens.set('dying', claims(1_000));
    expect(tokens.get('live')?.userId).toBe('u');
    expect(tokens.get('dying', Date.now() + 2_000)).toBeUndefined();
    expect(tokens.get('never-seen')).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens<ReturnType<typeof claims>>(2);
    tokens.set('a', claims(60_000));
    tokens.set('b', claims(60_000));
    tokens.set('c', claims(60_000));
    expect([tokens.get('a'), tokens.get('b'), tokens.get('c')].map(Boolean)).toEqual([false, true, true]);
  });
});
