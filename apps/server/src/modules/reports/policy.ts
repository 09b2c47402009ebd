import type { Viewer } from '../../lib/viewer';

/** Who may see incident reports, beyond the route's role check. */

/** Admins see every report; a student their own (another's does not exist for them). */
export const canSeeReport = (viewer: Viewer, report: { studentId: string }) =>
  viewer.role === 'ADMIN' || report.studentId === viewer.id;

/** The student a list of reports is limited to: everyone but an admin sees only their own. */
export const reportListStudent = (viewer: Viewer): string | undefined =>
  viewer.role === 'ADMIN' ? undefined : viewer.id;
