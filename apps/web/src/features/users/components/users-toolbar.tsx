import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROLE_LABELS, ROLES, USER_STATUS_LABELS, USER_STATUSES, type Role, type UserStatus } from '@tsa/shared';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { UsersTableChange, UsersTableState, UserSort } from '../hooks/use-users-table-state';

const SEARCH_DELAY_MS = 300;
const ALL = '';
/** An unfiltered select reads "Tất cả …" rather than looking empty. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The orders offered on phones, where there are no column headers to click. */
const SORT_CHOICES: { label: string; sort: UserSort }[] = [
  { label: 'Mới tạo trước', sort: { field: 'createdAt', direction: 'desc' } },
  { label: 'Cũ trước', sort: { field: 'createdAt', direction: 'asc' } },
  { label: 'Tên A → Z', sort: { field: 'firstName', direction: 'asc' } },
  { label: 'Tên Z → A', sort: { field: 'firstName', direction: 'desc' } },
  { label: 'Email A → Z', sort: { field: 'email', direction: 'asc' } },
];
const sortKey = (sort: UserSort) => `${sort.field}:${sort.direction}`;

export interface UsersToolbarProps {
  state: UsersTableState;
  onChange: (change: UsersTableChange, options?: { replace?: boolean }) => void;
  searchPlaceholder: string;
  /** Offer the role filter (only where the list is not already one role). */
  showRoleFilter: boolean;
  /** Offer a sort choice (on phones, where the cards have no headers). */
  showSort: boolean;
}

/**
 * Search as you type (sent after a short pause), filters and, on phones, the order. The box
 * keeps what is typed; the URL follows it, and a change of the URL from outside (back button,
 * "Xóa bộ lọc") flows back into the box.
 */
export function UsersToolbar({ state, onChange, searchPlaceholder, showRoleFilter, showSort }: UsersToolbarProps) {
  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const written = useRef(state.search);

  useEffect(() => {
    if (debounced.trim() === written.current.trim()) return;
    written.current = debounced;
    onChange({ search: debounced }, { replace: true });
  }, [debounced, onChange]);

  useEffect(() => {
    if (state.search.trim() === written.current.trim()) return;
    written.current = state.search;
    setText(state.search);
  }, [state.search]);

  const clearSearch = () => {
    setText('');
    written.current = '';
    onChange({ search: '' }, { replace: true });
  };

  const currentSort = sortKey(state.sort);
  const sortChoices = SORT_CHOICES.some((choice) => sortKey(choice.sort) === currentSort)
    ? SORT_CHOICES
    : [...SORT_CHOICES, { label: 'Theo cột đã chọn', sort: state.sort }];

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <TextField
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchPlaceholder}
        size="small"
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Tìm kiếm', maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton aria-label="Xóa nội dung tìm kiếm" edge="end" size="small" onClick={clearSearch}>
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ '& > *': { flex: { xs: '1 1 140px', md: '0 0 180px' } } }}>
        {showRoleFilter && (
          <TextField
            select
            size="small"
            label="Vai trò"
            slotProps={SHOW_ALL}
            value={state.role ?? ALL}
            onChange={(event) => onChange({ role: (event.target.value as Role) || null })}
          >
            <MenuItem value={ALL}>Tất cả</MenuItem>
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label="Trạng thái"
          slotProps={SHOW_ALL}
          value={state.status ?? ALL}
          onChange={(event) => onChange({ status: (event.target.value as UserStatus) || null })}
        >
          <MenuItem value={ALL}>Tất cả</MenuItem>
          {USER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        {showSort && (
          <TextField
            select
            size="small"
            label="Sắp xếp"
            value={currentSort}
            onChange={(event) => {
              const choice = sortChoices.find((option) => sortKey(option.sort) === event.target.value);
              if (choice) onChange({ sort: choice.sort });
            }}
          >
            {sortChoices.map((choice) => (
              <MenuItem key={sortKey(choice.sort)} value={sortKey(choice.sort)}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Stack>
  );
}
