import type { NewNotification } from '../../db/schema';

/** The student's wallet page, where every wallet notification leads. */
export const STUDENT_WALLET_LINK = '/student/wallet';

/** To the student, on a change of their wallet that was not theirs to make (top-up, withdrawal, adjustment). */
export function walletNotification(userId: string, title: string, body: string): NewNotification {
  return { userId, type: 'WALLET', title, body, link: STUDENT_WALLET_LINK };
}
