import { apiRequest } from './api-client';

/** Reading the server's paged list answers (`{items, total, page, pageSize}`) the same way everywhere. */

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A list answer read as a page. A body that is not one (an old proxy, an empty answer) reads as
 * an empty page of the size asked for, so a screen shows "nothing here" rather than crashing.
 */
export function asListPage<T>(
  body: Partial<ListPage<T>> | null | undefined,
  asked: { page: number; pageSize: number },
): ListPage<T> {
  return {
    items: Array.isArray(body?.items) ? body.items : [],
    total: typeof body?.total === 'number' ? body.total : 0,
    page: body?.page ?? asked.page,
    pageSize: body?.pageSize ?? asked.pageSize,
  };
}

/** A multi-value filter as the API takes it (`PENDING,CONFIRMED`); none means no filter. */
export function listParam(values: readonly string[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined;
}

/** The query of a list filtered by status and searched by text (reports, tickets). */
export interface StatusListQuery<S extends string> {
  status?: readonly S[];
  search?: string;
  page: number;
  pageSize: number;
}

/** GET a list filtered by status and text, read as a page (see `asListPage`). */
export async function getStatusListPage<T, S extends string>(
  path: string,
  query: StatusListQuery<S>,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const page = await apiRequest<Partial<ListPage<T>> | null>('GET', path, {
    signal,
    query: {
      status: listParam(query.status),
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
  return asListPage(page, query);
}
