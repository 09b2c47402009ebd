/**
 * What a visitor types into a page rendered at build time (app/prerender/) before and while
 * the app adopts it. The app's form resets its inputs to its defaults when it takes them over;
 * it then puts these values back, so nothing typed while the scripts were on their way is lost.
 *
 * A link in that form marked `data-carries="email"` (the "Quên mật khẩu?" link) is still a plain
 * link until then: clicked, it takes what is typed in that field along in its address, as the
 * app's own link does once it has taken over.
 */
let watched: { values: Record<string, string>; stop: () => void } | null = null;

function isNamedInput(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.name !== '';
}

/** Starts keeping the named fields of `form`: what they hold now and every later keystroke. */
export function watchEarlyInput(form: HTMLFormElement): void {
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll('input'))
    if (isNamedInput(field) && field.value) values[field.name] = field.value;
  const onInput = (event: Event) => {
    if (isNamedInput(event.target)) values[event.target.name] = event.target.value;
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-carries]') : null;
    if (link instanceof HTMLAnchorElement) carryField(form, link);
  };
  form.addEventListener('input', onInput);
  form.addEventListener('click', onClick);
  watched = {
    values,
    stop: () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('click', onClick);
    },
  };
}

/** Puts the named field's value (if any) in the link's address before the browser follows it. */
function carryField(form: HTMLFormElement, link: HTMLAnchorElement): void {
  const name = link.dataset.carries ?? '';
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement)) return;
  const value = field.value.trim();
  const url = new URL(link.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  link.href = url.href;
}

/** The kept values, once: watching stops, and a later visit to the same form starts empty. */
export function takeEarlyInput(): Record<string, string> {
  if (!watched) return {};
  watched.stop();
  const { values } = watched;
  watched = null;
  return values;
}
