import type { PasswordPolicy } from '@tsa/shared';
import type { Config } from '../../config';

/** The password policy the server enforces and GET /api/auth/password-policy serves. */
export function passwordPolicyFrom(config: Config): PasswordPolicy {
  return {
    enabled: true,
    minLength: config.PASSWORD_MIN_LENGTH,
    maxLength: config.PASSWORD_MAX_LENGTH,
    requireLowercase: config.PASSWORD_REQUIRE_LOWERCASE,
    requireUppercase: config.PASSWORD_REQUIRE_UPPERCASE,
    requireNumeric: config.PASSWORD_REQUIRE_NUMERIC,
    requireNonAlphanumeric: config.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    refuseCommon: !config.PASSWORD_ALLOW_COMMON,
  };
}
