/**
 * What step 1 of the sign-up hands to step 2, in this tab only: the e-mail and when the code was
 * last sent (for the resend countdown). Never the password: completing the sign-up answers the
 * new student's session itself, in whichever tab the code is typed. sessionStorage dies with the
 * tab and is cleared as soon as the sign-up is done.
 */
const KEY = 'tsa-signup';

export interface SignupHandoff {
  email: string;
  /** ms since epoch of the last e-mailed code. */
  sentAt?: number;
  /** A friend's referral code typed (or brought by `?ref=`) on step 1, sent with step 2. */
  referralCode?: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSignupHandoff(email: string): SignupHandoff | null {
  try {
    const raw = storage()?.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as SignupHandoff) : null;
    return value && value.email === email.trim().toLowerCase() ? value : null;
  } catch {
    return null;
  }
}

export function saveSignupHandoff(handoff: SignupHandoff): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...handoff, email: handoff.email.trim().toLowerCase() }));
  } catch {
    // Private mode without storage: step 2 then asks the user to sign in by hand.
  }
}

/** Records a fresh code for `email`. */
export function markCodeSent(email: string, at = Date.now()): void {
  saveSignupHandoff({ ...(readSignupHandoff(email) ?? { email }), sentAt: at });
}

export function clearSignupHandoff(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
