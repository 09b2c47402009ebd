/** How long an e-mailed sign-up or password-reset code works. */
export const CODE_TTL_MINUTES = 10;

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
