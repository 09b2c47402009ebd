const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * After a refused submit, brings the first field in error into view and moves focus to it,
 * so a phone user sees what to fix instead of a message far below the screen. Fields in
 * error are found in page order: MUI's inputs mark themselves `aria-invalid="true"`; custom
 * fields and whole sections (services, pickup slots) mark their wrapper `data-invalid="true"`
 * and get the first control inside focused (or the wrapper itself, with `tabIndex={-1}`).
 *
 * Runs on the next macrotask, once React has rendered the errors that mark the fields.
 */
export function focusFirstInvalid(root: HTMLElement | null | undefined): void {
  if (!root) return;
  setTimeout(() => {
    const target = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!target) return;
    const focusable = target.matches(FOCUSABLE) ? target : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // A field is centred, so a sticky bar at the bottom of a phone's screen does not cover it; a
    // section taller than half the screen shows its top (heading and message) below the app bar.
    // (The theme gives `[data-invalid]` a scroll margin for that bar.)
    const tall = target.getBoundingClientRect().height > window.innerHeight / 2;
    target.scrollIntoView?.({ block: tall ? 'start' : 'center', behavior: reduced ? 'auto' : 'smooth' });
    focusable.focus({ preventScroll: true });
  }, 0);
}
