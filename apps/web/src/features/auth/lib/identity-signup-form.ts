import { zodResolver } from '@hookform/resolvers/zod';
import { identitySignupCompleteSchema, type IdentitySignupCompleteInput, type PendingIdentity } from '@tsa/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { rememberedReferral } from '@/lib/remembered-referral';
import { ACCEPT_REGULATIONS_MESSAGE } from './form-schemas';

/** What the completion form holds; the API's body is made from it (`toIdentitySignupInput`). */
export interface IdentitySignupForm {
  lastName: string;
  firstName: string;
  email: string;
  code: string;
  phoneNumber: string;
  dormitoryId: string;
  buildingId: string;
  room: string;
  acceptRegulations: boolean;
  /** "Mã giới thiệu (không bắt buộc)"; empty: none. */
  referralCode?: string;
}

export const EMAIL_REQUIRED_MESSAGE = 'Vui lòng nhập email';
export const CODE_REQUIRED_MESSAGE = 'Vui lòng nhập mã xác thực gửi tới email';

/** The form as the provider (or the phone) filled it in. */
export function identitySignupDefaults(pending: PendingIdentity): IdentitySignupForm {
  return {
    lastName: pending.lastName ?? '',
    firstName: pending.firstName ?? '',
    email: pending.verifiedEmail ?? '',
    code: '',
    phoneNumber: pending.phoneNumber ?? '',
    dormitoryId: '',
    buildingId: '',
    room: '',
    acceptRegulations: false,
    referralCode: rememberedReferral(),
  };
}

export function toIdentitySignupInput(
  token: string,
  values: IdentitySignupForm,
  emailVouched: boolean,
  regulationVersion: number | null,
): IdentitySignupCompleteInput {
  return {
    token,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    buildingId: values.buildingId || undefined,
    room: values.room,
    // The provider's e-mail is the server's to fill in; one typed here comes with its code.
    ...(emailVouched ? {} : { email: values.email, code: values.code }),
    acceptedRegulationVersion: values.acceptRegulations ? (regulationVersion ?? undefined) : undefined,
    ...(values.referralCode?.trim() ? { referralCode: values.referralCode.trim() } : {}),
  } as IdentitySignupCompleteInput;
}

/**
 * Validates with the API's schema (its Vietnamese messages), plus what only the form knows: the
 * regulations box, and an e-mail with its code when the provider vouched for none.
 */
export function identitySignupResolver(
  context: () => { token: string; emailVouched: boolean },
): Resolver<IdentitySignupForm, unknown, IdentitySignupCompleteInput> {
  const base = zodResolver(identitySignupCompleteSchema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    IdentitySignupCompleteInput
  >;
  return async (values, resolverContext, options) => {
    const { token, emailVouched } = context();
    // The version agreed to is the one in force, put in at sending (it may still be loading).
    const input = toIdentitySignupInput(token, values, emailVouched, 1);
    const result = await base(input, resolverContext, options as never);
    const errors: FieldErrors<IdentitySignupForm> = {};
    for (const [key, error] of Object.entries(result.errors)) {
      if (key === 'acceptedRegulationVersion') continue; // the box says it
      if (key in values) (errors as Record<string, unknown>)[key] = error;
    }
    if (!values.acceptRegulations) errors.acceptRegulations = { type: 'required', message: ACCEPT_REGULATIONS_MESSAGE };
    if (!emailVouched && !values.email.trim()) errors.email = { type: 'required', message: EMAIL_REQUIRED_MESSAGE };
    if (!emailVouched && !values.code.trim() && !errors.code)
      errors.code = { type: 'required', message: CODE_REQUIRED_MESSAGE };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as IdentitySignupCompleteInput, errors: {} };
  };
}
