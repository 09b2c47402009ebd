import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import type { Role } from '@tsa/shared';
import { useCallback, useState } from 'react';
import { FilterableEmptyState } from '@/components/list-states';
import { PagedListCard } from '@/components/paged-list-card';
import { useCompactLayout } from '@/lib/use-compact-layout';
import { useUsers } from '../api/get-users';
import { useCurrentUserId } from '../hooks/use-current-user-id';
import { useUsersTableState } from '../hooks/use-users-table-state';
import type { UserRecord } from '../types';
import { UserActionDialog, type PendingUserAction } from './user-action-dialogs';
import { UserActionsMenu, type UserAction } from './user-actions-menu';
import { UserCardList } from './user-card-list';
import { USER_COLUMNS, type UsersTableVariant } from './user-columns';
import { UsersDataTable } from './users-data-table';
import { UsersToolbar } from './users-toolbar';

const SEARCH_PLACEHOLDERS: Record<UsersTableVariant, string> = {
  accounts: 'Tìm tên, email, SĐT, phòng…',
  students: 'Tìm tên, email, SĐT, phòng…',
  staff: 'Tìm tên, email, SĐT…',
};

/** What an empty list says, and how its people get there (staff never sign up on their own). */
const EMPTY_STATES: Record<UsersTableVariant, { title: string; description: string }> = {
  accounts: {
    title: 'Chưa có tài khoản nào',
    description: 'Sinh viên tự đăng ký; nhân viên do quản trị viên tạo ở trang Nhân viên.',
  },
  students: {
    title: 'Chưa có sinh viên nào',
    description: 'Sinh viên sẽ hiện ở đây khi họ tự đăng ký tài khoản.',
  },
  staff: {
    title: 'Chưa có nhân viên nào',
    description: 'Nhân viên không tự đăng ký: bấm “Thêm nhân viên” ở đầu trang để tạo tài khoản cho họ.',
  },
};

export interface UsersTableProps {
  variant: UsersTableVariant;
  /** The one role this list shows (the students' and the staff lists); the filter is hidden then. */
  fixedRole?: Role;
}

/**
 * The one list of users behind /dashboard/accounts, /dashboard/student and /dashboard/staff:
 * server-side search, filters, sort and pages kept in the URL, a table on wide screens and a
 * card per user on phones, and each user's actions (role, ban/unban, delete).
 */
export function UsersTable({ variant, fixedRole }: UsersTableProps) {
  const { state, search, query, update, hasFilters, clearFilters } = useUsersTableState(fixedRole);
  const users = useUsers(query);
  const currentUserId = useCurrentUserId();
  const compact = useCompactLayout();
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const goToPage = useCallback((page: number, options?: { replace?: boolean }) => update({ page }, options), [update]);

  const openAction = useCallback((action: UserAction, user: UserRecord) => {
    setPending({ action, user });
    setDialogOpen(true);
  }, []);
  const renderActions = (user: UserRecord, isSelf: boolean) => (
    <UserActionsMenu user={user} isSelf={isSelf} onAction={openAction} />
  );
  const empty = (
    <FilterableEmptyState
      icon={<PersonSearchOutlinedIcon />}
      title={hasFilters ? 'Không có người dùng phù hợp' : EMPTY_STATES[variant].title}
      description={EMPTY_STATES[variant].description}
      filtered={hasFilters}
      onClearFilters={clearFilters}
    />
  );
  const rows = users.data?.items;
  const skeletonRows = Math.min(state.pageSize, 8);

  return (
    <>
      <PagedListCard
        result={users}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={goToPage}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        compact={compact}
        errorTitle="Không tải được danh sách người dùng"
        toolbar={
          <UsersToolbar
            state={state}
            search={search}
            onChange={update}
            searchPlaceholder={SEARCH_PLACEHOLDERS[variant]}
            showRoleFilter={!fixedRole}
            showSort={compact}
          />
        }
      >
        {compact ? (
          <UserCardList
            variant={variant}
            users={rows}
            skeletonRows={skeletonRows}
            currentUserId={currentUserId}
            renderActions={renderActions}
            empty={empty}
          />
        ) : (
          <UsersDataTable
            columns={USER_COLUMNS[variant]}
            users={rows}
            skeletonRows={skeletonRows}
            sort={state.sort}
            onSort={(sort) => update({ sort })}
            currentUserId={currentUserId}
            renderActions={renderActions}
            empty={empty}
          />
        )}
      </PagedListCard>
      <UserActionDialog
        pending={pending}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onExited={() => setPending(null)}
      />
    </>
  );
}
