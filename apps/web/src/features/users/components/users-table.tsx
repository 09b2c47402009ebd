import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Role } from '@tsa/shared';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api-error';
import { useUsers } from '../api/get-users';
import { useCurrentUserId } from '../hooks/use-current-user-id';
import { PAGE_SIZES, useUsersTableState } from '../hooks/use-users-table-state';
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

const PAGE_BUTTON_LABELS = { first: 'Trang đầu', last: 'Trang cuối', next: 'Trang sau', previous: 'Trang trước' } as const;

export interface UsersTableProps {
  variant: UsersTableVariant;
  /** The one role this list shows (the students' and the staff lists); the filter is hidden then. */
  fixedRole?: Role;
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Stack alignItems="center" spacing={1.5} sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '20px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
        })}
      >
        <PersonSearchOutlinedIcon />
      </Box>
      <Typography variant="h6" component="p">
        Không có người dùng phù hợp
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 380 }}>
        {filtered ? 'Thử từ khóa khác (không cần gõ dấu) hoặc bỏ bớt bộ lọc.' : 'Danh sách này chưa có tài khoản nào.'}
      </Typography>
      {filtered && (
        <Button variant="outlined" onClick={onClear}>
          Xóa bộ lọc
        </Button>
      )}
    </Stack>
  );
}

function ErrorState({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Stack role="alert" alignItems="center" spacing={1.5} sx={{ py: 8, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="p">
        Không tải được danh sách người dùng
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {errorText(error)}
      </Typography>
      <Button variant="contained" startIcon={<ReplayRoundedIcon />} onClick={onRetry} loading={retrying}>
        Thử lại
      </Button>
    </Stack>
  );
}

/**
 * The one list of users behind /dashboard/accounts, /dashboard/student and /dashboard/staff:
 * server-side search, filters, sort and pages kept in the URL, a table on wide screens and a
 * card per user on phones, and each user's actions (role, ban/unban, delete).
 */
export function UsersTable({ variant, fixedRole }: UsersTableProps) {
  const { state, query, update, hasFilters } = useUsersTableState(fixedRole);
  const users = useUsers(query);
  const currentUserId = useCurrentUserId();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const data = users.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.pageSize)) : 1;

  // A page that no longer exists (the last user of the last page deleted, an old link): show the last one.
  useEffect(() => {
    if (data && !users.isPlaceholderData && data.items.length === 0 && data.total > 0 && state.page > lastPage) {
      update({ page: lastPage }, { replace: true });
    }
  }, [data, users.isPlaceholderData, state.page, lastPage, update]);

  const openAction = useCallback((action: UserAction, user: UserRecord) => {
    setPending({ action, user });
    setDialogOpen(true);
  }, []);
  const renderActions = (user: UserRecord, isSelf: boolean) => (
    <UserActionsMenu user={user} isSelf={isSelf} onAction={openAction} />
  );
  const clearFilters = () => update({ search: '', role: null, status: null });
  const empty = <EmptyState filtered={hasFilters} onClear={clearFilters} />;
  const rows = data?.items;
  const skeletonRows = Math.min(state.pageSize, 8);

  return (
    <Card>
      <UsersToolbar
        state={state}
        onChange={update}
        searchPlaceholder={SEARCH_PLACEHOLDERS[variant]}
        showRoleFilter={!fixedRole}
        showSort={compact}
      />
      {/* Fixed height, so the list does not jump when a refresh starts. */}
      <Box sx={{ height: 2 }}>{users.isFetching && data && <LinearProgress sx={{ height: 2 }} aria-label="Đang tải" />}</Box>

      {users.isError && !data ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : compact ? (
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

      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          // Never past the last page, even for a moment (MUI reports that as an error).
          page={Math.min(state.page, lastPage) - 1}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={compact ? [] : [...PAGE_SIZES]}
          onPageChange={(_, page) => update({ page: page + 1 })}
          onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
          labelRowsPerPage="Số dòng mỗi trang"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} trên ${count}`}
          getItemAriaLabel={(type) => PAGE_BUTTON_LABELS[type]}
          showFirstButton={!compact}
          showLastButton={!compact}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      )}

      <UserActionDialog
        pending={pending}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onExited={() => setPending(null)}
      />
    </Card>
  );
}
