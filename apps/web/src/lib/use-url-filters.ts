import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A server-paged list (search, filters, sort, page) kept in the query string, so a reload, a
 * shared link or the back button shows the same rows. Each list names its own filters; the
 * search, the page, the page size and the sort are read and written the same way everywhere,
 * and the search box sends what is typed once typing pauses (`useUrlFilters`).
 */

export type SortDirection = 'asc' | 'desc';
export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const SEARCH_MAX_LENGTH = 100;

export type ListState<Field extends string, Filters extends object> = Filters & {
  search: string;
  page: number;
  pageSize: number;
  sort: ListSort<Field>;
};

/** A filter that may be absent is cleared with `null`; one that is always there (a list) is replaced. */
export type FilterChange<Filters extends object> = {
  [Key in keyof Filters]?: undefined extends Filters[Key] ? Filters[Key] | null : Filters[Key];
};

/** A change to the list; anything but the page itself goes back to page 1. */
export type ListChange<Field extends string, Filters extends object> = FilterChange<Filters> & {
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: ListSort<Field>;
};

export type ListUpdate<Field extends string, Filters extends object> = (
  change: ListChange<Field, Filters>,
  options?: { replace?: boolean },
) => void;

export interface ListUrlConfig<Field extends string, Filters extends object> {
  /** The sorts the URL may name; none for a list always in `defaultSort`'s order. */
  sortFields: readonly Field[];
  defaultSort: ListSort<Field>;
  /** The parameter that holds the search: `search` unless the list's links say otherwise. */
  searchParam?: string;
  /** The list's own filters, anything unknown left out. */
  readFilters: (params: URLSearchParams) => Filters;
  /** Writes the filters into `params` (see setParam), leaving the others alone. */
  writeFilters: (params: URLSearchParams, filters: Filters) => void;
  isFiltered: (filters: Filters) => boolean;
  /** The change that clears every filter ("Xóa bộ lọc"); the search is cleared with it. */
  noFilters: FilterChange<Filters>;
}

/** `value` when it is one of `values`. */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** Sets a parameter, or removes it when there is no value (defaults stay out of the URL). */
export function setParam(params: URLSearchParams, key: string, value: string | undefined): void {
  if (value) params.set(key, value);
  else params.delete(key);
}

export function sortParam(sort: ListSort<string>): string {
  return `${sort.field}:${sort.direction}`;
}

function readSort<Field extends string>(
  value: string | null,
  fields: readonly Field[],
  fallback: ListSort<Field>,
): ListSort<Field> {
  const [field, direction] = (value ?? '').split(':');
  const known = oneOf(fields, field);
  if (!known) return fallback;
  return { field: known, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/** Reads the list state from a query string; anything unknown or out of range falls back. */
export function readListState<Field extends string, Filters extends object>(
  params: URLSearchParams,
  config: ListUrlConfig<Field, Filters>,
): ListState<Field, Filters> {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    ...config.readFilters(params),
    search: (params.get(config.searchParam ?? 'search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: readSort(params.get('sort'), config.sortFields, config.defaultSort),
  };
}

/** Writes the state back, defaults left out; parameters the list does not own (an open item's `id`) stay. */
export function writeListState<Field extends string, Filters extends object>(
  params: URLSearchParams,
  state: ListState<Field, Filters>,
  config: ListUrlConfig<Field, Filters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  config.writeFilters(next, state);
  setParam(next, config.searchParam ?? 'search', state.search.trim() || undefined);
  setParam(next, 'page', state.page > 1 ? String(state.page) : undefined);
  setParam(next, 'pageSize', state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : undefined);
  const isDefaultSort =
    state.sort.field === config.defaultSort.field && state.sort.direction === config.defaultSort.direction;
  setParam(next, 'sort', isDefaultSort ? undefined : sortParam(state.sort));
  return next;
}

/** The state after a change: `null` clears a filter, a new search/filter/sort/size starts at page 1. */
export function applyListChange<Field extends string, Filters extends object>(
  base: ListState<Field, Filters>,
  change: ListChange<Field, Filters>,
): ListState<Field, Filters> {
  const next: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) next[key] = value === null ? undefined : value;
  }
  next.page = change.page ?? 1;
  return next as ListState<Field, Filters>;
}

/** What every list asks the server for besides its filters. */
export function listQueryOf(state: ListState<string, object>) {
  return {
    search: state.search.trim() || undefined,
    page: state.page,
    pageSize: state.pageSize,
    sort: sortParam(state.sort),
  };
}

/** How long typing must pause, by default, before a list's search is sent. */
export const SEARCH_DELAY_MS = 300;

export interface UrlFiltersOptions {
  /** How long typing must pause before the search is sent (`SEARCH_DELAY_MS`). */
  searchDelayMs?: number;
  /**
   * Every change replaces the history entry instead of adding one: Back leaves the list rather
   * than stepping through its filters (the student's and the staff's lists, on phones).
   */
  replaceHistory?: boolean;
}

/** The search box of a list: what is typed, which reaches the URL once typing pauses. */
export interface SearchBox {
  text: string;
  setText: (text: string) => void;
  /** Empties the box and the list's search at once (the box's clear button). */
  clear: () => void;
}

/**
 * The list's state from the URL, a way to change it, and its search box. What is typed reaches
 * the URL after a pause of `searchDelayMs`, replacing the history entry (a pause in typing is not
 * a step back); the box follows a search changed from outside (back button, "Xóa bộ lọc").
 * `config` must be stable (a module constant, or memoised).
 */
export function useUrlFilters<Field extends string, Filters extends object>(
  config: ListUrlConfig<Field, Filters>,
  { searchDelayMs = SEARCH_DELAY_MS, replaceHistory = false }: UrlFiltersOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);

  const update: ListUpdate<Field, Filters> = useCallback(
    (change, options = {}) => {
      setParams((current) => writeListState(current, applyListChange(readListState(current, config), change), config), {
        replace: options.replace ?? replaceHistory,
        preventScrollReset: true,
      });
    },
    [setParams, config, replaceHistory],
  );

  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, searchDelayMs);
  // The search last written to or read from the URL: neither a pause nor a URL change repeats it.
  const written = useRef(state.search);
  // Only a new pause in typing sends: `update` changes with the config, and a run for that alone
  // would send a stale pause again (the old search back right after "Xóa bộ lọc").
  const send = useEffectEvent((search: string) => update({ search } as ListChange<Field, Filters>, { replace: true }));
  useEffect(() => {
    if (debounced.trim() === written.current.trim()) return;
    written.current = debounced;
    send(debounced);
  }, [debounced]);
  useEffect(() => {
    if (state.search.trim() === written.current.trim()) return;
    written.current = state.search;
    setText(state.search);
  }, [state.search]);

  const forget = () => {
    // What was typed but not yet sent goes too.
    setText('');
    written.current = '';
  };
  const clear = () => {
    forget();
    update({ search: '' } as ListChange<Field, Filters>, { replace: true });
  };
  const clearFilters = () => {
    forget();
    update({ ...config.noFilters, search: '' });
  };
  const hasFilters = Boolean(state.search.trim()) || config.isFiltered(state);
  const search: SearchBox = { text, setText, clear };
  return { state, update, hasFilters, clearFilters, search };
}
