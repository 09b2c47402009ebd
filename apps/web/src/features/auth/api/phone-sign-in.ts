import type { PhoneStartResponse, PhoneVerifyInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import type { SignInResponse } from './sign-in';

/** POST /api/auth/phone/start: texts a 6-digit code to the number (202). */
export function startPhoneSignIn(phoneNumber: string): Promise<PhoneStartResponse> {
  return apiRequest<PhoneStartResponse>('POST', '/auth/phone/start', { body: { phoneNumber } });
}

/** A verified number TSA does not know yet: the sign-up to complete on /auth/complete. */
export interface PhoneSignupRequired {
  next: 'complete-signup';
  token: string;
}

export type PhoneVerifyAnswer = SignInResponse | PhoneSignupRequired;

export function isSignupRequired(answer: PhoneVerifyAnswer): answer is PhoneSignupRequired {
  return (answer as PhoneSignupRequired).next === 'complete-signup';
}

/** POST /api/auth/phone/verify?mobile=false: a session, or the token of a sign-up to complete. */
export function verifyPhoneSignIn(input: PhoneVerifyInput): Promise<PhoneVerifyAnswer> {
  return apiRequest<PhoneVerifyAnswer>('POST', '/auth/phone/verify', { query: { mobile: false }, body: input });
}

export function useStartPhoneSignIn() {
  return useMutation({ mutationFn: startPhoneSignIn, meta: { errorSnackbar: false } });
}

/** Verifies the code; a known number's session starts here (<GuestOnly> then moves on). */
export function useVerifyPhoneSignIn() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneSignIn,
    meta: { errorSnackbar: false },
    onSuccess: (answer) => {
      if (isSignupRequired(answer) || !answer.accessToken || !answer.userInfo) return;
      auth.signIn({ accessToken: answer.accessToken, user: answer.userInfo });
      queryClient.setQueryData(profileQueryKey, answer.userInfo);
    },
  });
}
