/** What other modules may use of users: reading and writing accounts, the output shape, the password rules. */
export { assertPasswordAllowed } from './password-policy';
export { presentUser } from './presenter';
export {
  findLiveUserByEmail,
  findLiveUserById,
  insertUser,
  isUniqueViolation,
  listActiveAdminIds,
  updateUser,
} from './repository';
