import type { UserRow } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';

/** Who may do what with pickup and drop-off tasks, beyond the route's role check. */

/** Staff see and move only their own tasks; admins every task. */
export const canWorkOnTask = (viewer: Viewer, task: { staffId: string | null }) =>
  viewer.role !== 'STAFF' || task.staffId === viewer.id;

/** The staff member a task list is limited to: staff see only theirs; admins all. */
export const taskListStaff = (viewer: Viewer): string | undefined => (viewer.role === 'STAFF' ? viewer.id : undefined);

/** A task goes to an active staff member or admin, never to a student or a banned account. */
export const canBeAssigned = (user: Pick<UserRow, 'role' | 'status'>) =>
  user.status === 'ACTIVE' && (user.role === 'STAFF' || user.role === 'ADMIN');
