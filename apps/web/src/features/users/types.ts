import type { AdminUser, User } from '@tsa/shared';
import type { Revived } from '@/lib/api-client';

/** A user of the admin's lists as the API client hands it over: `createdAt` already revived into a Date. */
export type UserRecord = Revived<AdminUser, 'createdAt'>;

/** One account as a change answers it (without the second factors the lists add). */
export type AccountRecord = Revived<User, 'createdAt'>;

export interface UserPage {
  items: UserRecord[];
  total: number;
  page: number;
  pageSize: number;
}
