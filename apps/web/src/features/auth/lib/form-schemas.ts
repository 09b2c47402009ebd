import {
  changePasswordSchema,
  passwordProblems,
  resetPasswordSchema,
  signupInitiateSchema,
  type PasswordPolicy,
} from '@tsa/shared';
import type { z } from 'zod';

/**
 * The forms validate with the shared schemas (the server's own rules and Vietnamese
 * messages); these add only what a form knows and the API does not: the live password policy,
 * the regulations checkbox, a required current password.
 */

export const POLICY_UNMET_MESSAGE = 'Mật khẩu chưa đáp ứng các yêu cầu bên dưới';
export const ACCEPT_REGULATIONS_MESSAGE = 'Bạn cần đồng ý với nội quy dịch vụ để đăng ký';
export const CURRENT_PASSWORD_MESSAGE = 'Vui lòng nhập mật khẩu hiện tại';

function checkPolicy(ctx: z.RefinementCtx, policy: PasswordPolicy, password: string | undefined, field: string) {
  if (password && passwordProblems(policy, password).length > 0) {
    ctx.addIssue({ code: 'custom', path: [field], message: POLICY_UNMET_MESSAGE });
  }
}

/** Step 1 of the sign-up, with the regulations checkbox (`acceptRegulations`, not sent). */
export function registerFormSchema(policy: () => PasswordPolicy) {
  return signupInitiateSchema.loose().superRefine((value, ctx) => {
    checkPolicy(ctx, policy(), value.password, 'password');
    if (value.acceptRegulations !== true) {
      ctx.addIssue({ code: 'custom', path: ['acceptRegulations'], message: ACCEPT_REGULATIONS_MESSAGE });
    }
  });
}

export function resetFormSchema(policy: () => PasswordPolicy) {
  return resetPasswordSchema.superRefine((value, ctx) => checkPolicy(ctx, policy(), value.newPassword, 'newPassword'));
}

/** An account with a password must give it; one created through Google sets its first. */
export function changePasswordFormSchema(policy: () => PasswordPolicy, hasPassword: () => boolean) {
  return changePasswordSchema.superRefine((value, ctx) => {
    if (hasPassword() && !value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_MESSAGE });
    }
    checkPolicy(ctx, policy(), value.newPassword, 'newPassword');
  });
}
