import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyInput, watchEarlyInput } from './early-input';

/** The build's sign-in form as the visitor finds it before the app has adopted it. */
function buildsCopy(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="email" type="email" />
      <input name="password" type="password" />
      <a href="/auth/forgot-password" data-carries="email">Quên mật khẩu?</a>
    </form>`;
  return document.querySelector('form')!;
}

function type(form: HTMLFormElement, name: string, value: string) {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks the link without letting jsdom navigate, and returns where the browser would go. */
function follow(form: HTMLFormElement): string {
  const link = form.querySelector('a')!;
  const stopNavigation = (event: Event) => event.preventDefault();
  document.addEventListener('click', stopNavigation);
  link.click();
  document.removeEventListener('click', stopNavigation);
  const url = new URL(link.href);
  return url.pathname + url.search;
}

afterEach(() => {
  takeEarlyInput();
  document.body.innerHTML = '';
});

describe('what is typed before the app adopts the page', () => {
  it('is handed to the app once: what was there already and every later keystroke', () => {
    const form = buildsCopy();
    type(form, 'email', 'hoa@');
    watchEarlyInput(form);
    type(form, 'email', 'hoa@tsa.vn');
    type(form, 'password', 'Mật khẩu 2026');
    expect(takeEarlyInput()).toEqual({ email: 'hoa@tsa.vn', password: 'Mật khẩu 2026' });
    expect(takeEarlyInput()).toEqual({});
  });

  it('goes along with "Quên mật khẩu?" clicked before the app has its handlers, the password never', () => {
    const form = buildsCopy();
    watchEarlyInput(form);
    type(form, 'email', ' hoa.tran@tsa.vn ');
    type(form, 'password', 'bí mật');
    expect(follow(form)).toBe('/auth/forgot-password?email=hoa.tran%40tsa.vn');

    type(form, 'email', '');
    expect(follow(form)).toBe('/auth/forgot-password');
  });

  it('stops being carried once the app has taken the page over', () => {
    const form = buildsCopy();
    watchEarlyInput(form);
    takeEarlyInput();
    type(form, 'email', 'hoa@tsa.vn');
    expect(follow(form)).toBe('/auth/forgot-password');
  });
});
