import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';

const STEP_SECONDS = 30;

/** Where the newest time step used with `secret` is kept, shared by every test file of the run. */
export const stepFile = (dataDir: string, secret: string) => path.join(dataDir, `totp-step-${secret.slice(0, 12)}`);

function lastStep(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * A 6-digit code the server has not seen yet. It refuses a code of an already used (or older)
 * 30-second step, so successive sign-ins of one account take successive steps: the next one is
 * accepted at once (one step ahead is allowed), beyond that this waits for the clock.
 */
export async function freshTotpCode(dataDir: string, secret: string): Promise<string> {
  const file = stepFile(dataDir, secret);
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(now, lastStep(file) + 1);
  const waitMs = (step - 1) * STEP_SECONDS * 1000 - Date.now() + 500;
  if (step > now + 1 && waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  writeFileSync(file, String(step));
  return generate({ secret, epoch: step * STEP_SECONDS });
}
