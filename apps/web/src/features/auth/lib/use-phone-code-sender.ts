import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, isApiError } from '@/lib/api-error';

type StartAnswer = { phoneNumber: string; resendAfterSeconds: number };

function secondsLater(seconds: number | undefined): number {
  return seconds && seconds > 0 ? Date.now() + seconds * 1000 : 0;
}

/**
 * The "text a code to this number" step that phone sign-in and the account's phone share: the
 * number as the server understood it (E.164) once a code went to it, and when another code may
 * be asked (from the answer, or a 429's Retry-After).
 */
export function usePhoneCodeSender<A extends StartAnswer>(start: UseMutationResult<A, Error, string>) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [nextCodeAt, setNextCodeAt] = useState(0);

  function send(
    phoneNumber: string,
    outcome: {
      onSent: () => void;
      /** The server refused the first number typed: said beside the number field. */
      onNumberRefused: (message: string) => void;
      onFailed: (message: string) => void;
    },
  ) {
    start.mutate(phoneNumber, {
      onSuccess: (answer) => {
        setSentTo(answer.phoneNumber);
        setNextCodeAt(secondsLater(answer.resendAfterSeconds));
        outcome.onSent();
      },
      onError: (error) => {
        if (isApiError(error) && error.retryAfterSeconds) setNextCodeAt(secondsLater(error.retryAfterSeconds));
        if (isApiError(error) && error.code === 'auth/invalid-phone-number' && !sentTo) {
          outcome.onNumberRefused(error.message);
        } else {
          outcome.onFailed(errorText(error));
        }
      },
    });
  }

  /** Back to typing a number ('Đổi số điện thoại'). */
  const changeNumber = () => setSentTo(null);

  return { sentTo, nextCodeAt, send, changeNumber };
}
