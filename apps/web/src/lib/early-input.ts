/**
 * What a visitor types into a page rendered at build time (app/prerender/) before and while
 * the app adopts it. The app's form resets its inputs to its defaults when it takes them over;
 * it then puts these values back, so nothing typed while the scripts were on their way is lost.
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
  form.addEventListener('input', onInput);
  watched = { values, stop: () => form.removeEventListener('input', onInput) };
}

/** The kept values, once: watching stops, and a later visit to the same form starts empty. */
export function takeEarlyInput(): Record<string, string> {
  if (!watched) return {};
  watched.stop();
  const { values } = watched;
  watched = null;
  return values;
}
