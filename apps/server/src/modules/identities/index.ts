/** Outside identities (Google, GitHub, Facebook, X, Zalo) tied to accounts. */
export {
  findUserByIdentity,
  linkIdentity,
  listIdentities,
  removeIdentitiesOf,
  touchIdentity,
  unlinkIdentity,
  type IdentityRow,
} from './repository';
export {
  createPendingIdentity,
  findPendingIdentity,
  takePendingIdentity,
  PENDING_IDENTITY_MINUTES,
  type NewPendingIdentity,
  type PendingIdentityRow,
} from './pending';
export { identitiesRoutes } from './routes';
export { identityMailPlugin } from './email-code';
