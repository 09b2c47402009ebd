import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readFragment } from './identity-token';
import { readPendingToken, savePendingToken, type PendingToken, type PendingTokenKind } from './pending-token';

/**
 * The token the server put in the address's fragment (`#token=…&provider=…`), read once, kept
 * in this tab (lib/pending-token) and taken out of the address bar. Without a fragment, the one
 * this tab kept (a reload).
 */
export function useFragmentToken(kind: PendingTokenKind): PendingToken | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [value] = useState<PendingToken | null>(() => {
    const fragment = readFragment(hash);
    const token = fragment.get('token');
    if (!token) return readPendingToken(kind);
    const found = { token, ...(fragment.get('provider') ? { provider: fragment.get('provider') ?? '' } : {}) };
    savePendingToken(kind, found);
    return found;
  });
  useEffect(() => {
    if (hash) void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  return value;
}
