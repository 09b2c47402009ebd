import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { setParam } from './use-url-filters';

export interface SearchParamValueOptions {
  /** Closing replaces the history entry, so Back does not reopen what was just closed. */
  replaceOnClear?: boolean;
  /** Keep the page where it is scrolled, e.g. a drawer opened over a long table. */
  preventScrollReset?: boolean;
}

/**
 * One query parameter as state, e.g. the `?id=` that opens a drawer, so a reload or a
 * notification link shows the same thing. Setting null (or '') removes the parameter;
 * every other parameter (filters, page, range) is kept.
 */
export function useSearchParamValue(
  name: string,
  { replaceOnClear = false, preventScrollReset }: SearchParamValueOptions = {},
): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();

  const setValue = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          setParam(next, name, value ?? undefined);
          return next;
        },
        { replace: replaceOnClear && !value, preventScrollReset },
      ),
    [name, replaceOnClear, preventScrollReset, setParams],
  );

  return [params.get(name), setValue];
}
