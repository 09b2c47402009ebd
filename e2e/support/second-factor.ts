import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';

const STEP_SECONDS = 30;

/** Where the newest time step used with `secret` is kept (one file per secret, in `stateDir`). */
const stepFile = (stateDir: string, secret: string) => path.join(stateDir, `totp-step-${secret.slice(0, 12)}`);

function lastStep(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * A 6-digit code the server has not seen yet, at once. The server refuses a code of an already
 * used (or older) 30-second step and accepts the current step and the next one, so an account
 * gets two codes without any wait: the current step's, then the next one's. Nothing here waits
 * for the clock: a journey that would need a third code of one account within a step fails
 * loudly instead, and should use a fresh account (the run's admin signs in once, in global setup).
 */
export async function freshTotpCode(stateDir: string, secret: string): Promise<string> {
  const file = stepFile(stateDir, secret);
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(now, lastStep(file) + 1);
  if (step > now + 1) {
    throw new Error(
      `No authenticator code of this account is usable now: step ${step - 1} is spent and the server ` +
        `accepts up to step ${now + 1}. Journeys never wait for the clock: use a fresh account.`,
    );
  }
  writeFileSync(file, String(step));
  return generate({ secret, epoch: step * STEP_SECONDS });
}
