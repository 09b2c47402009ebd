/**
 * A sign-in through GitHub, Facebook, X or Zalo leaves the app for the provider and comes back
 * to `/` with only the httpOnly refresh cookie: no access token, so start-up would take the
 * visitor for a guest. The page notes, in this tab, that it sent the browser to a provider;
 * the start-up that finds the note asks for an access token with that cookie once.
 */
const KEY = 'tsa-provider-return';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called right before the browser leaves for the provider. */
export function expectProviderReturn(): void {
  try {
    storage()?.setItem(KEY, '1');
  } catch {
    // Storage blocked: back from the provider, the visitor signs in again by hand.
  }
}

/** True when this tab was sent to a provider since; the note is forgotten either way. */
export function takeProviderReturn(): boolean {
  try {
    const expected = storage()?.getItem(KEY) === '1';
    storage()?.removeItem(KEY);
    return expected;
  } catch {
    return false;
  }
}

/** Reads the note without forgetting it (the first render's guess; start-up then takes it). */
export function providerReturnExpected(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
