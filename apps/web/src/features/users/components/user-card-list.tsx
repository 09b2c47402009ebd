import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardList } from '@/components/card-list';
import { formatDate } from '@/lib/format';
import type { UserRecord } from '../types';
import { addressLine, type UsersTableVariant } from './user-columns';
import { RoleChip, StatusChip } from './user-chips';
import { UserIdentity, UserIdentitySkeleton } from './user-identity';
import { hasAnySecondFactor, secondFactorLine } from './user-second-factor';

export interface UserCardListProps {
  variant: UsersTableVariant;
  users: UserRecord[] | undefined;
  skeletonRows: number;
  currentUserId?: string;
  renderActions: (user: UserRecord, isSelf: boolean) => ReactNode;
  empty: ReactNode;
}

/** `wrap`: a line that must be read whole rather than cut with an ellipsis. */
function Detail({ icon, children, wrap = false }: { icon: ReactNode; children: ReactNode; wrap?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: wrap ? 'flex-start' : 'center',
        color: 'text.secondary',
        minWidth: 0,
        // A wrapped line keeps its icon level with the first line.
        '& svg': { fontSize: 16, flexShrink: 0, mt: wrap ? '2px' : 0 },
      }}
    >
      {icon}
      <Typography variant="body2" noWrap={!wrap}>
        {children}
      </Typography>
    </Stack>
  );
}

function UserCard({
  variant,
  user,
  isSelf,
  actions,
}: {
  variant: UsersTableVariant;
  user: UserRecord;
  isSelf: boolean;
  actions: ReactNode;
}) {
  const address = addressLine(user);
  return (
    <Box component="li" sx={{ px: 2, py: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <UserIdentity user={user} isSelf={isSelf} />
        </Box>
        <Box sx={{ mr: -1, mt: -0.5 }}>{actions}</Box>
      </Stack>
      <Stack spacing={0.75} sx={{ mt: 1.5, pl: 6.5 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            flexWrap: 'wrap',
          }}
        >
          {variant === 'accounts' && <RoleChip role={user.role} />}
          <StatusChip status={user.status} />
        </Stack>
        {user.phoneNumber && <Detail icon={<PhoneOutlinedIcon />}>{user.phoneNumber}</Detail>}
        {variant === 'students' && <Detail icon={<HomeOutlinedIcon />}>{address ?? 'Chưa có địa chỉ phòng'}</Detail>}
        <Detail icon={hasAnySecondFactor(user) ? <VerifiedUserOutlinedIcon /> : <GppMaybeOutlinedIcon />} wrap>
          {secondFactorLine(user)}
        </Detail>
        <Detail icon={<CalendarTodayOutlinedIcon />}>Tạo ngày {formatDate(user.createdAt)}</Detail>
      </Stack>
    </Box>
  );
}

function SkeletonCard() {
  return (
    <Box component="li" aria-hidden sx={{ px: 2, py: 2 }}>
      <UserIdentitySkeleton />
      <Box sx={{ pl: 6.5, mt: 1.5 }}>
        <Skeleton variant="rounded" width={96} height={24} />
        <Skeleton width="50%" sx={{ mt: 0.75 }} />
      </Box>
    </Box>
  );
}

/** The phone list: one compact card per user, the same actions menu as the table. */
export function UserCardList({ variant, users, skeletonRows, currentUserId, renderActions, empty }: UserCardListProps) {
  return (
    <CardList
      label="Danh sách người dùng"
      rows={users}
      rowKey={(user) => user.id}
      skeletonRows={skeletonRows}
      renderSkeleton={() => <SkeletonCard />}
      renderRow={(user) => {
        const isSelf = user.id === currentUserId;
        return <UserCard variant={variant} user={user} isSelf={isSelf} actions={renderActions(user, isSelf)} />;
      }}
      empty={empty}
    />
  );
}
