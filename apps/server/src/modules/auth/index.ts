/**
 * What other modules may use of signing in: starting a session once every step passed, the
 * browser's cookies that go with it, and the sign-up code mail (issue #33's other sign-ins).
 */
export { assertCanSignIn, startSession } from './sessions';
export { setRefreshCookie } from './refresh-cookie';
export { DEVICE_COOKIE, rememberDevice } from './device-cookie';
export { signupCodeMail } from './mail-templates';
export { CODE_TTL_MINUTES, wrongCodeError } from './code-lifetimes';
