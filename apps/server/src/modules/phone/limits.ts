/** How long an SMS code works. */
export const CODE_TTL_SECONDS = 5 * 60;

/** How long a number waits between two codes. */
export const RESEND_AFTER_SECONDS = 60;

/** Guesses per code, counted atomically. */
export const CODE_MAX_ATTEMPTS = 5;
