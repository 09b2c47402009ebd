import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { UserSortField } from '../hooks/use-users-table-state';
import type { UserRecord } from '../types';
import { RoleChip, StatusChip } from './user-chips';
import { UserIdentity } from './user-identity';

/** Which list a table shows: every account, the students, or the staff. */
export type UsersTableVariant = 'accounts' | 'students' | 'staff';

export interface UserColumn {
  id: string;
  label: string;
  /** The server's sort field behind the column header, when it can be sorted. */
  sortField?: UserSortField;
  minWidth?: number;
  render: (user: UserRecord, isSelf: boolean) => ReactNode;
}

/** A missing optional value, shown quietly so the empty cell does not look like a bug. */
export function Missing() {
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      —
    </Typography>
  );
}

export function orMissing(value: string | null | undefined): ReactNode {
  return value?.trim() ? value : <Missing />;
}

const identity: UserColumn = {
  id: 'name',
  label: 'Họ và tên',
  // Vietnamese lists are ordered by the given name.
  sortField: 'firstName',
  minWidth: 240,
  render: (user, isSelf) => <UserIdentity user={user} isSelf={isSelf} />,
};
const role: UserColumn = { id: 'role', label: 'Vai trò', sortField: 'role', render: (user) => <RoleChip role={user.role} /> };
const status: UserColumn = { id: 'status', label: 'Trạng thái', sortField: 'status', render: (user) => <StatusChip status={user.status} /> };
const phone: UserColumn = { id: 'phone', label: 'Số điện thoại', render: (user) => orMissing(user.phoneNumber) };
const dormitory: UserColumn = { id: 'dormitory', label: 'Ký túc xá', render: (user) => orMissing(user.dormitory) };
const building: UserColumn = { id: 'building', label: 'Tòa', render: (user) => orMissing(user.building) };
const room: UserColumn = { id: 'room', label: 'Phòng', render: (user) => orMissing(user.room) };
const createdAt: UserColumn = {
  id: 'createdAt',
  label: 'Ngày tạo',
  sortField: 'createdAt',
  render: (user) => formatDate(user.createdAt),
};

export const USER_COLUMNS: Record<UsersTableVariant, UserColumn[]> = {
  accounts: [identity, role, status, phone, createdAt],
  students: [identity, phone, dormitory, building, room, status, createdAt],
  staff: [identity, phone, status, createdAt],
};

/** "KTX Khu A · Tòa A1 · Phòng 203", or null when the profile has no address yet. */
export function addressLine(user: UserRecord): string | null {
  const parts = [user.dormitory, user.building && `Tòa ${user.building}`, user.room && `Phòng ${user.room}`].filter(
    (part): part is string => Boolean(part?.trim()),
  );
  return parts.length ? parts.join(' · ') : null;
}
