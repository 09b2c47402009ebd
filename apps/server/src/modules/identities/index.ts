/** Outside identities (Google, GitHub, Facebook, X, Zalo) tied to accounts, and the account's ways in. */
export { findUserByIdentity, linkIdentity, removeIdentitiesOf, touchIdentity } from './repository';
export { createPendingIdentity, findPendingIdentity } from './pending';
export { identitiesRoutes } from './routes';
export { identityMailPlugin } from './email-code';
