import { AppError } from '../../lib/app-error';

/** How long an e-mailed sign-up or password-reset code works. */
export const CODE_TTL_MINUTES = 10;

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/** A wrong e-mailed code: how many tries are left, or that a new code is needed. */
export function wrongCodeError(attemptsLeft: number): AppError {
  return new AppError('auth/invalid-verification-code', {
    message:
      attemptsLeft > 0
        ? `Mã xác thực không đúng. Bạn còn ${attemptsLeft} lần thử`
        : 'Mã xác thực không đúng. Vui lòng yêu cầu mã mới',
  });
}
