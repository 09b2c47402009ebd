import { describe, expect, it } from 'vitest';
import { afterSignInPath, allowedReturnTo } from './return-to';

describe('returnTo after sign-in', () => {
  it('goes back to a page of the role’s own area or a shared page', () => {
    expect(afterSignInPath('STUDENT', '/student/order?status=PENDING')).toBe('/student/order?status=PENDING');
    expect(afterSignInPath('STAFF', '/tickets')).toBe('/tickets');
    expect(afterSignInPath('ADMIN', '/dashboard/accounts?page=2')).toBe('/dashboard/accounts?page=2');
  });

  it('falls back to the role’s home for anything else', () => {
    expect(afterSignInPath('STUDENT', '/dashboard')).toBe('/student');
    expect(afterSignInPath('STAFF', '/studentx')).toBe('/staff');
    expect(afterSignInPath('ADMIN', '/auth/register')).toBe('/dashboard');
    expect(afterSignInPath('ADMIN', '/landing')).toBe('/dashboard');
    expect(afterSignInPath('STUDENT', null)).toBe('/student');
  });

  it('never leaves the site', () => {
    for (const evil of [
      '//evil.example/student',
      'https://evil.example/student',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(allowedReturnTo('STUDENT', evil)).toBeNull();
    }
  });
});
