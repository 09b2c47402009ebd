import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { StaticRenderContext } from '@/lib/static-render';
import { AppProviders } from '../provider';
import { routes } from '../router';

export interface PrerenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /** Every rule emotion generated for it (the theme's global rules included). */
  css: string;
}

/** Stands where <App> has its update prompt, which paints nothing until an update waits. */
function NoUpdatePrompt() {
  return null;
}

/**
 * The sign-in page as a guest first sees it (light mode, the default colours): the app's own
 * tree (app.tsx's <App>, with a static router), rendered at build time
 * (build/prerender-sign-in.ts). The browser paints it with the HTML; the app then hydrates it
 * (main.tsx), so the same tree must come out on both sides.
 */
export async function renderSignInPage(): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${paths.auth.login}`));
  if (context instanceof Response) throw new Error(`sign-in prerender: the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  // With `compat`, emotion keeps the rules in `cache.inserted` instead of writing <style> tags
  // beside each element, so they can go to the head as one stylesheet.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRenderContext.Provider value>
        <AppProviders queryClient={new QueryClient()} socketFactory={null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <NoUpdatePrompt />
        </AppProviders>
      </StaticRenderContext.Provider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css };
}
