import type { User } from '@tsa/shared';
import type { Revived } from '@/lib/api-client';

/** A user as the API client hands it over: `createdAt` already revived into a Date. */
export type UserRecord = Revived<User, 'createdAt'>;

export interface UserPage {
  items: UserRecord[];
  total: number;
  page: number;
  pageSize: number;
}
