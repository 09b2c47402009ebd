import { ROLE_LABELS, ROLES, USER_STATUS_LABELS, USER_STATUSES } from '@tsa/shared';
import { ListToolbar } from '@/components/list-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { SortSelect, type SortChoice } from '@/components/sort-select';
import type { SearchBox } from '@/lib/use-url-filters';
import type { UserSortField, UsersTableState, UsersTableUpdate } from '../hooks/use-users-table-state';

const SORT_CHOICES: SortChoice<UserSortField>[] = [
  { label: 'Mới tạo trước', sort: { field: 'createdAt', direction: 'desc' } },
  { label: 'Cũ trước', sort: { field: 'createdAt', direction: 'asc' } },
  { label: 'Tên A → Z', sort: { field: 'firstName', direction: 'asc' } },
  { label: 'Tên Z → A', sort: { field: 'firstName', direction: 'desc' } },
  { label: 'Email A → Z', sort: { field: 'email', direction: 'asc' } },
];

export interface UsersToolbarProps {
  state: UsersTableState;
  search: SearchBox;
  onChange: UsersTableUpdate;
  searchPlaceholder: string;
  /** Offer the role filter (only where the list is not already one role). */
  showRoleFilter: boolean;
  /** Offer a sort choice (on phones, where the cards have no headers). */
  showSort: boolean;
}

/** Search as you type (sent after a short pause), the role and status filters and, on phones, the order. */
export function UsersToolbar({
  state,
  search,
  onChange,
  searchPlaceholder,
  showRoleFilter,
  showSort,
}: UsersToolbarProps) {
  return (
    <ListToolbar
      search={search}
      searchLabel="Tìm kiếm"
      searchPlaceholder={searchPlaceholder}
      filterWidth={180}
      filters={
        <>
          {showRoleFilter && (
            <SelectFilter
              label="Vai trò"
              options={ROLES}
              optionLabels={ROLE_LABELS}
              value={state.role}
              onChange={(role) => onChange({ role })}
              showAll
            />
          )}
          <SelectFilter
            label="Trạng thái"
            options={USER_STATUSES}
            optionLabels={USER_STATUS_LABELS}
            value={state.status}
            onChange={(status) => onChange({ status })}
            showAll
          />
          {showSort && <SortSelect choices={SORT_CHOICES} value={state.sort} onChange={(sort) => onChange({ sort })} />}
        </>
      }
    />
  );
}
