import './app/theme/fonts';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstPageLoaded } from './app/app';
import { PrerenderHandover } from './app/prerender/prerender-handover';
import { clearPrerenderedPage, watchPrerenderedInput, prerenderedPageShown } from './app/prerender/take-over';

const root = document.getElementById('root')!;
const handOver = () => clearPrerenderedPage(root);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

switch (prerenderedPageShown(root)) {
  case null:
    // Replaces index.html's static start-up overlay. As a transition, React renders it in slices
    // the phone can answer between, not in one long task (decision 026, sixth pass).
    startTransition(() => createRoot(root).render(app));
    break;
  case true:
    // The sign-in page rendered at build time (auth.html), already painted, maybe being typed
    // into. Once the router has its modules the app adopts it (hydration): the same elements
    // stay on screen, not a start-up overlay in between.
    watchPrerenderedInput(root);
    void firstPageLoaded().then(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <PrerenderHandover onHandedOver={handOver}>
            <App />
          </PrerenderHandover>
        </StrictMode>,
      );
    });
    break;
  case false:
    // Hidden (dark mode, another preset, a session): the app paints its own page over it.
    flushSync(() => createRoot(root).render(app));
    clearPrerenderedPage(root);
    break;
}
