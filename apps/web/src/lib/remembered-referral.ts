/**
 * A friend's code brought by a `?ref=` link, kept in this tab while the new student signs up:
 * a sign-up with Google, Zalo or a phone number leaves the page and comes back to /auth/complete,
 * which fills the code in again. sessionStorage dies with the tab.
 */
const KEY = 'tsa-referral';

export function rememberReferral(code: string): void {
  try {
    if (code) window.sessionStorage.setItem(KEY, code);
  } catch {
    // Private mode without storage: the student types the code again.
  }
}

export function rememberedReferral(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
