import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { UserSortField } from '../hooks/use-users-table-state';
import type { UserRecord } from '../types';
import { RoleChip, StatusChip } from './user-chips';
import { SecondFactorCell } from './user-second-factor';
import { UserIdentity, UserIdentitySkeleton } from './user-identity';

/** Which list a table shows: every account, the students, or the staff. */
export type UsersTableVariant = 'accounts' | 'students' | 'staff';

/** A column of the shared DataTable whose cells also know whether the row is the signed-in admin. */
export interface UserColumn extends Omit<DataColumn<UserRecord, UserSortField>, 'render'> {
  render: (user: UserRecord, isSelf: boolean) => ReactNode;
}

/** A missing optional value, shown quietly so the empty cell does not look like a bug. */
export function Missing() {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        color: 'text.secondary',
      }}
    >
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
  skeleton: <UserIdentitySkeleton />,
  // A long name or e-mail wraps: the whole table fits a 1440 px screen without scrolling sideways.
  render: (user, isSelf) => <UserIdentity user={user} isSelf={isSelf} maxTextWidth={220} />,
};
const textSkeleton = <Skeleton width="70%" />;
const chipSkeleton = <Skeleton width={96} />;
const role: UserColumn = {
  id: 'role',
  label: 'Vai trò',
  sortField: 'role',
  noWrap: true,
  skeleton: chipSkeleton,
  render: (user) => <RoleChip role={user.role} />,
};
const status: UserColumn = {
  id: 'status',
  label: 'Trạng thái',
  sortField: 'status',
  noWrap: true,
  skeleton: chipSkeleton,
  render: (user) => <StatusChip status={user.status} />,
};
const secondFactor: UserColumn = {
  id: 'secondFactor',
  label: 'Xác thực hai bước',
  skeleton: chipSkeleton,
  render: (user) => <SecondFactorCell user={user} />,
};
/** A one-line text column that may be missing. */
function textColumn(id: string, label: string, value: (user: UserRecord) => string | null | undefined): UserColumn {
  return { id, label, noWrap: true, skeleton: textSkeleton, render: (user) => orMissing(value(user)) };
}
const phone = textColumn('phone', 'Số điện thoại', (user) => user.phoneNumber);
// A dormitory's name may be long: it wraps rather than widening the table.
const dormitory: UserColumn = {
  ...textColumn('dormitory', 'Ký túc xá', (user) => user.dormitory),
  noWrap: false,
  minWidth: 120,
};
const building = textColumn('building', 'Tòa', (user) => user.building);
const room = textColumn('room', 'Phòng', (user) => user.room);
const createdAt: UserColumn = {
  id: 'createdAt',
  label: 'Ngày tạo',
  sortField: 'createdAt',
  // Newest first on the first click.
  sortFirst: 'desc',
  noWrap: true,
  skeleton: textSkeleton,
  render: (user) => formatDate(user.createdAt),
};

export const USER_COLUMNS: Record<UsersTableVariant, UserColumn[]> = {
  accounts: [identity, role, status, secondFactor, phone, createdAt],
  // The address columns fill a laptop screen already: students (who seldom enrol) show it from 1536 px,
  // and on their cards; the menu offers the reset whenever there is something to reset.
  students: [identity, phone, dormitory, building, room, status, { ...secondFactor, wideOnly: true }, createdAt],
  staff: [identity, phone, status, secondFactor, createdAt],
};

/** "KTX Khu A · Tòa A1 · Phòng 203", or null when the profile has no address yet. */
export function addressLine(user: UserRecord): string | null {
  const parts = [user.dormitory, user.building && `Tòa ${user.building}`, user.room && `Phòng ${user.room}`].filter(
    (part): part is string => Boolean(part?.trim()),
  );
  return parts.length ? parts.join(' · ') : null;
}
