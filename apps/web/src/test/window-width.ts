import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer MUI's min-/max-width queries as a browser window `width` px wide
 * would (jsdom has no layout). Undone by `vi.unstubAllGlobals()`.
 */
export function stubWindowWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}
