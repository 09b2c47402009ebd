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
