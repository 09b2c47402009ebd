/**
 * A Vietnamese mobile number as people read it: the server's E.164 `+84912345678` shown as
 * `0912 345 678`. Anything else is shown as it came.
 */
export function formatVietnamesePhone(phoneNumber: string): string {
  const match = /^\+84(\d{3})(\d{3})(\d{3})$/.exec(phoneNumber);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phoneNumber;
}

/** What the phone field keeps of a keystroke: the characters a number may be typed with. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^+\d\s.()-]/g, '').slice(0, 20);
}
