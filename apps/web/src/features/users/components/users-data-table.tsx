import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '@/components/data-table';
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

/** The desktop list: sortable headers, one row per user, the actions menu last. */
export function UsersDataTable(props: UsersDataTableProps) {
  const { columns, users, skeletonRows, sort, onSort, currentUserId, renderActions, empty } = props;
  const isSelf = (user: UserRecord) => user.id === currentUserId;
  const tableColumns: DataColumn<UserRecord, UserSortField>[] = [
    ...columns.map((column) => ({ ...column, render: (user: UserRecord) => column.render(user, isSelf(user)) })),
    {
      id: 'actions',
      label: 'Thao tác',
      hideLabel: true,
      align: 'right',
      width: 64,
      cellSx: { py: 0.5 },
      skeleton: null,
      render: (user) => renderActions(user, isSelf(user)),
    },
  ];

  return (
    // Wide lists (the students' address columns) scroll inside the card rather than the page.
    <DataTable
      label="Danh sách người dùng"
      minWidth={720}
      columns={tableColumns}
      rows={users}
      rowKey={(user) => user.id}
      skeletonRows={skeletonRows}
      sort={sort}
      onSort={onSort}
      empty={empty}
    />
  );
}
