import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  listQueryOf,
  oneOf,
  readListState,
  setParam,
  writeListState,
  type ListUrlConfig,
} from './use-url-filters';

type Field = 'createdAt' | 'name';
interface Filters {
  colours: string[];
  size?: 'S' | 'M';
}

const CONFIG: ListUrlConfig<Field, Filters> = {
  sortFields: ['createdAt', 'name'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  readFilters: (params) => ({ colours: params.getAll('colour'), size: oneOf(['S', 'M'] as const, params.get('size')) }),
  writeFilters(params, filters) {
    params.delete('colour');
    for (const colour of filters.colours) params.append('colour', colour);
    setParam(params, 'size', filters.size);
  },
  isFiltered: (filters) => Boolean(filters.colours.length || filters.size),
  noFilters: { colours: [], size: null },
};

const read = (search: string) => readListState(new URLSearchParams(search), CONFIG);

describe('list state in the URL (useUrlFilters)', () => {
  it('reads a plain URL as the defaults', () => {
    expect(read('')).toEqual({
      colours: [],
      size: undefined,
      search: '',
      page: 1,
      pageSize: 20,
      sort: { field: 'createdAt', direction: 'desc' },
    });
  });

  it('reads what it knows and falls back on the rest', () => {
    expect(read('?colour=red&size=M&search=an&page=3&pageSize=50&sort=name:asc')).toEqual({
      colours: ['red'],
      size: 'M',
      search: 'an',
      page: 3,
      pageSize: 50,
      sort: { field: 'name', direction: 'asc' },
    });
    const odd = read(`?size=XL&page=-2&pageSize=7&sort=password:asc&search=${'a'.repeat(150)}`);
    expect(odd).toMatchObject({
      size: undefined,
      page: 1,
      pageSize: 20,
      sort: { field: 'createdAt', direction: 'desc' },
    });
    expect(odd.search).toHaveLength(100);
    expect(read('?sort=name:sideways').sort).toEqual({ field: 'name', direction: 'desc' });
  });

  it('writes defaults out and keeps parameters it does not own', () => {
    const state = read('?colour=red&page=2&sort=name:asc');
    const plain = { ...state, search: '  ', page: 1, sort: { field: 'createdAt', direction: 'desc' } } as const;
    const next = writeListState(new URLSearchParams('id=42&page=2'), plain, CONFIG);
    expect(next.toString()).toBe('id=42&colour=red');
  });

  it('goes back to page 1 on any change but the page, and clears a filter with null', () => {
    const state = read('?colour=red&size=S&page=4');
    expect(applyListChange(state, { page: 5 }).page).toBe(5);
    expect(applyListChange(state, { sort: { field: 'name', direction: 'asc' } })).toMatchObject({
      page: 1,
      size: 'S',
      colours: ['red'],
    });
    expect(applyListChange(state, { size: null, search: 'an' })).toMatchObject({
      size: undefined,
      search: 'an',
      page: 1,
    });
    expect(applyListChange(state, CONFIG.noFilters)).toMatchObject({ colours: [], size: undefined });
  });

  it('asks the server with a trimmed search and `field:direction`', () => {
    expect(listQueryOf(read('?search=%20an%20&sort=name:asc'))).toEqual({
      search: 'an',
      page: 1,
      pageSize: 20,
      sort: 'name:asc',
    });
    expect(listQueryOf(read('')).search).toBeUndefined();
  });

  it('keeps the search under the list’s own name, and a list with one order ignores any sort in the URL', () => {
    const fixed: ListUrlConfig<Field, Filters> = { ...CONFIG, sortFields: [], searchParam: 'q' };
    const state = readListState(new URLSearchParams('?q=an&search=binh&sort=name:asc'), fixed);
    expect(state).toMatchObject({ search: 'an', sort: { field: 'createdAt', direction: 'desc' } });
    const next = writeListState(new URLSearchParams('search=binh'), { ...state, search: ' chi ' }, fixed);
    expect(next.toString()).toBe('search=binh&q=chi');
  });
});
