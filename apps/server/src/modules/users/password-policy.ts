import { passwordProblems, type PasswordPolicy } from '@tsa/shared';
import { AppError } from '../../lib/app-error';

/** Refuses a password the policy does not allow, naming every rule it breaks in Vietnamese. */
export function assertPasswordAllowed(policy: PasswordPolicy, password: string): void {
  const problems = passwordProblems(policy, password);
  if (problems.length > 0) {
    throw new AppError('auth/weak-password', { message: `Mật khẩu quá yếu: ${problems.join(', ')}` });
  }
}
