import { watchEarlyInput } from '@/lib/early-input';

/**
 * Whether #root holds a page the build rendered (auth.html) and the visitor sees it. It was
 * rendered light, in the default colours, for a guest: in dark mode, another colour preset or
 * with a session it stays hidden behind the start-up overlay (public/theme-init.js sets the
 * attributes the page's CSS switches on).
 */
export function prerenderedPageShown(root: HTMLElement): boolean | null {
  if (!root.hasAttribute('data-prerendered')) return null;
  return getComputedStyle(root).display !== 'none';
}

/** Keeps what is typed into the page's form until the app's form takes it over. */
export function watchPrerenderedInput(root: HTMLElement): void {
  const form = root.querySelector('form');
  if (form) watchEarlyInput(form);
}

/**
 * Once the app has painted: the build's stylesheet goes (the app's theme, maybe dark, writes its
 * own rules), and so does the start-up overlay auth.html keeps beside #root.
 */
export function clearPrerenderedPage(root: HTMLElement): void {
  root.removeAttribute('data-prerendered');
  document.querySelector('style[data-prerendered]')?.remove();
  document.querySelector('body > .tsa-boot')?.remove();
}
