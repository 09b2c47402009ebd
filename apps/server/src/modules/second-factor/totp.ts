import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address the QR code carries: "TSA (email)" in the app's list. */
export const totpUri = (secret: string, email: string): string => generateURI({ issuer: 'TSA', label: email, secret });

/**
 * The time step of `code` when it is valid now, one step before or one after (a phone clock a
 * little off, a code typed as it rolled over), and newer than `lastTimeStep`: a code already
 * accepted, or an older one, is refused. Undefined otherwise.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  lastTimeStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  // The TOTP strategy reports the step it matched; the HOTP shape of the same union does not.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
