import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

/** The contract's password-policy shape, served by GET /api/auth/password-policy. */
export const passwordPolicySchema = z.object({
  enabled: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int().optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
  refuseCommon: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  enabled: true,
  minLength: 8,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  refuseCommon: true,
};

export interface PasswordRule {
  key: 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric' | 'common';
  label: string;
  ok: boolean;
}

/** Each rule of the policy with whether `password` meets it — the web shows them live. */
export function passwordRules(policy: PasswordPolicy, password: string): PasswordRule[] {
  if (!policy.enabled) return [];
  const rules: PasswordRule[] = [
    { key: 'minLength', label: `Ít nhất ${policy.minLength} ký tự`, ok: password.length >= policy.minLength },
  ];
  if (policy.maxLength)
    rules.push({
      key: 'maxLength',
      label: `Tối đa ${policy.maxLength} ký tự`,
      ok: password.length <= policy.maxLength,
    });
  if (policy.requireLowercase) rules.push({ key: 'lowercase', label: 'Có chữ thường', ok: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase) rules.push({ key: 'uppercase', label: 'Có chữ hoa', ok: /\p{Lu}/u.test(password) });
  if (policy.requireNumeric) rules.push({ key: 'numeric', label: 'Có chữ số', ok: /\d/.test(password) });
  if (policy.requireNonAlphanumeric)
    rules.push({ key: 'nonAlphanumeric', label: 'Có ký tự đặc biệt', ok: /[^\p{L}\p{N}]/u.test(password) });
  if (policy.refuseCommon)
    rules.push({
      key: 'common',
      label: 'Không phải mật khẩu phổ biến',
      ok: password.length > 0 && !COMMON_PASSWORDS.has(password.toLowerCase()),
    });
  return rules;
}

/** The Vietnamese reasons `password` is refused, empty when it is acceptable. */
export function passwordProblems(policy: PasswordPolicy, password: string): string[] {
  return passwordRules(policy, password)
    .filter((rule) => !rule.ok)
    .map((rule) => rule.label);
}
