import type { FastifyInstance } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { confirmTotp, saveUnconfirmedTotp } from '../modules/second-factor/repository';
import { secretBox } from '../modules/second-factor/secret-box';

/**
 * Gives `userId` a confirmed authenticator, as scanning the QR code and typing a code would;
 * answers the secret so a test can compute codes with otplib.
 */
export async function enrolSecondFactor(app: FastifyInstance, userId: string): Promise<string> {
  const secret = generateSecret();
  await saveUnconfirmedTotp(app.database.db, userId, secretBox(app.tokens.secret).seal(secret));
  await confirmTotp(app.database.db, userId, new Date());
  return secret;
}

/** The 6-digit code of `secret` now, `steps` periods of 30 seconds away. */
export const totpCode = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
