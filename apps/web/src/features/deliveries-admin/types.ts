import type { DeliveryTask, User } from '@tsa/shared';
import type { Revived } from '@/lib/api-client';

/** A task as the API client hands it over: its times already revived into Dates. */
export type DeliveryTaskView = Revived<DeliveryTask, 'createdAt' | 'startedAt' | 'finishedAt' | 'updatedAt'>;

/** A staff member a task can go to. */
export type StaffMember = Revived<User, 'createdAt'>;
