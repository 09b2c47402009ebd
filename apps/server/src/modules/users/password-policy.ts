import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblems, type PasswordPolicy } from '@tsa/shared';
import { AppError } from '../../lib/app-error';

/**
 * ~49,000 passwords seen in public breaches, ranked by frequency (the list zxcvbn-ts ships,
 * MIT). Shipped with the server only: the web checklist keeps its short list of the commonest.
 */
const BREACHED_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);
const COMMON_LABEL = 'Không phải mật khẩu phổ biến';

const isBreached = (password: string) =>
  BREACHED_PASSWORDS.has(password) || BREACHED_PASSWORDS.has(password.toLowerCase());

/** Refuses a password the policy does not allow, naming every rule it breaks in Vietnamese. */
export function assertPasswordAllowed(policy: PasswordPolicy, password: string): void {
  const problems = passwordProblems(policy, password);
  if (policy.enabled && policy.refuseCommon && !problems.includes(COMMON_LABEL) && isBreached(password)) {
    problems.push(COMMON_LABEL);
  }
  if (problems.length > 0) {
    throw new AppError('auth/weak-password', { message: `Mật khẩu quá yếu: ${problems.join(', ')}` });
  }
}
