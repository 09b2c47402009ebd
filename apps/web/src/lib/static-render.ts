import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML at build time (app/prerender/). That copy is shown
 * before the app's scripts arrive and has no event handlers: controls that only work with
 * them say so by being disabled there.
 */
export const StaticRenderContext = createContext(false);

export function useStaticRender(): boolean {
  return useContext(StaticRenderContext);
}
