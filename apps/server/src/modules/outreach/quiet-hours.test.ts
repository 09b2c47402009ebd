import { describe, expect, it } from 'vitest';
import { pushDueAt } from './quiet-hours';

const night = { enabled: true, start: '22:00', end: '07:00' };
/** An instant given in Ho Chi Minh City time. */
const hcm = (iso: string) => new Date(`${iso}+07:00`);

describe('quiet hours (Ho Chi Minh City time)', () => {
  it('holds a push sent at night until 07:00, the same morning or the next', () => {
    expect(pushDueAt(night, hcm('2026-11-25T23:30:00'))).toEqual(hcm('2026-11-26T07:00:00'));
    expect(pushDueAt(night, hcm('2026-11-26T06:59:00'))).toEqual(hcm('2026-11-26T07:00:00'));
    expect(pushDueAt(night, hcm('2026-11-25T22:00:00'))).toEqual(hcm('2026-11-26T07:00:00'));
  });

  it('lets a push through in the day, or when quiet hours are off', () => {
    const noon = hcm('2026-11-25T12:00:00');
    expect(pushDueAt(night, noon)).toBe(noon);
    expect(pushDueAt(night, hcm('2026-11-26T07:00:00'))).toEqual(hcm('2026-11-26T07:00:00'));
    expect(pushDueAt({ ...night, enabled: false }, hcm('2026-11-25T23:00:00'))).toEqual(hcm('2026-11-25T23:00:00'));
  });

  it('handles a window inside one day', () => {
    const siesta = { enabled: true, start: '12:00', end: '13:30' };
    expect(pushDueAt(siesta, hcm('2026-11-25T12:10:00'))).toEqual(hcm('2026-11-25T13:30:00'));
    expect(pushDueAt(siesta, hcm('2026-11-25T14:00:00'))).toEqual(hcm('2026-11-25T14:00:00'));
  });
});
