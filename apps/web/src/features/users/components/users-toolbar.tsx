import { ROLE_LABELS, ROLES, USER_STATUS_LABELS, USER_STATUSES } from '@tsa/shared';
import { useCallback } from 'react';
import { ListToolbar } from '@/components/list-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { SortSelect, type SortChoice } from '@/components/sort-select';
import type { UserSortField, UsersTableState, UsersTableUpdate } from '../hooks/use-users-table-state';

const SEARCH_DELAY_MS = 300;

const SORT_CHOICES: SortChoice<UserSortField>[] = [
  { label: 'Mới tạo trước', sort: { field: 'createdAt', direction: 'desc' } },
  { label: 'Cũ trước', sort: { field: 'createdAt', direction: 'asc' } },
  { label: 'Tên A → Z', sort: { field: 'firstName', direction: 'asc' } },
  { label: 'Tên Z → A', sort: { field: 'firstName', direction: 'desc' } },
  { label: 'Email A → Z', sort: { field: 'email', direction: 'asc' } },
];

export interface UsersToolbarProps {
  state: UsersTableState;
  onChange: UsersTableUpdate;
  searchPlaceholder: string;
  /** Offer the role filter (only where the list is not already one role). */
  showRoleFilter: boolean;
  /** Offer a sort choice (on phones, where the cards have no headers). */
  showSort: boolean;
}

/** Search as you type (sent after a short pause), the role and status filters and, on phones, the order. */
export function UsersToolbar({ state, onChange, searchPlaceholder, showRoleFilter, showSort }: UsersToolbarProps) {
  const search = useCallback((text: string) => onChange({ search: text }, { replace: true }), [onChange]);
  return (
    <ListToolbar
      search={state.search}
      onSearchChange={search}
      searchLabel="Tìm kiếm"
      searchPlaceholder={searchPlaceholder}
      searchDelayMs={SEARCH_DELAY_MS}
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
