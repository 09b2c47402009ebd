import type { AuthUser } from '@/lib/auth/types';

/**
 * What a student still has to fill in before staff can come to the room: an account created
 * through Google starts with no phone and no room.
 */
export function missingStudentDetails(
  user: Pick<AuthUser, 'role' | 'phoneNumber' | 'dormitory' | 'building' | 'room'>,
): string[] {
  if (user.role !== 'STUDENT') return [];
  const missing: string[] = [];
  if (!user.phoneNumber) missing.push('số điện thoại');
  if (!user.dormitory || !user.building || !user.room) missing.push('phòng ở ký túc xá');
  return missing;
}
