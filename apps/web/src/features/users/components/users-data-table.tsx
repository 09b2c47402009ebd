import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { UserSort, UserSortField } from '../hooks/use-users-table-state';
import type { UserRecord } from '../types';
import type { UserColumn } from './user-columns';

export interface UsersDataTableProps {
  columns: UserColumn[];
  /** undefined while the first page loads: skeleton rows stand in. */
  users: UserRecord[] | undefined;
  skeletonRows: number;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  currentUserId?: string;
  renderActions: (user: UserRecord, isSelf: boolean) => ReactNode;
  /** Shown in place of the rows when the page is empty. */
  empty: ReactNode;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Dates read best newest first; names and labels A → Z. */
function firstDirection(field: UserSortField): UserSort['direction'] {
  return field === 'createdAt' ? 'desc' : 'asc';
}

function SkeletonCell({ column }: { column: UserColumn }) {
  if (column.id === 'name') {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
        </Box>
      </Stack>
    );
  }
  return <Skeleton width={column.sortField === 'role' || column.sortField === 'status' ? 96 : '70%'} />;
}

/** The desktop list: sortable headers, one row per user, the actions menu last. */
export function UsersDataTable(props: UsersDataTableProps) {
  const { columns, users, skeletonRows, sort, onSort, currentUserId, renderActions, empty } = props;
  const colSpan = columns.length + 1;

  return (
    // Wide lists (the students' address columns) scroll inside the card rather than the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label="Danh sách người dùng" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sortField !== undefined && sort.field === column.sortField;
              return (
                <TableCell key={column.id} sortDirection={active ? sort.direction : false} sx={{ minWidth: column.minWidth, whiteSpace: 'nowrap' }}>
                  {column.sortField ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : firstDirection(column.sortField)}
                      onClick={() => {
                        const field = column.sortField!;
                        const direction = active ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection(field);
                        onSort({ field, direction });
                      }}
                    >
                      {column.label}
                      {active && (
                        <Box component="span" sx={visuallyHidden}>
                          {sort.direction === 'asc' ? ', sắp xếp tăng dần' : ', sắp xếp giảm dần'}
                        </Box>
                      )}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
            <TableCell align="right" sx={{ width: 64 }}>
              <Box component="span" sx={visuallyHidden}>
                Thao tác
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users === undefined &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index} aria-hidden>
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <SkeletonCell column={column} />
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            ))}
          {users?.length === 0 && (
            <TableRow>
              <TableCell colSpan={colSpan} sx={{ borderBottom: 0 }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
          {users?.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <TableRow key={user.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} sx={{ whiteSpace: column.id === 'name' ? undefined : 'nowrap' }}>
                    {column.render(user, isSelf)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ py: 0.5 }}>
                  {renderActions(user, isSelf)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
