import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordProblems } from './schemas/password-policy';
import { foldVietnamese } from './text';

describe('foldVietnamese', () => {
  it('drops tones and marks, and folds đ', () => {
    expect(foldVietnamese('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(foldVietnamese('KÝ TÚC XÁ Khu B')).toBe('ky tuc xa khu b');
  });
});

describe('passwordProblems', () => {
  it('refuses short and common passwords under the default policy', () => {
    expect(passwordProblems(DEFAULT_PASSWORD_POLICY, 'abc')).toContain('Ít nhất 8 ký tự');
    expect(passwordProblems(DEFAULT_PASSWORD_POLICY, 'Password123')).toContain('Không phải mật khẩu phổ biến');
    expect(passwordProblems(DEFAULT_PASSWORD_POLICY, 'giat-say-ktx-2026')).toEqual([]);
  });

  it('applies the optional character rules when enabled', () => {
    const strict = {
      ...DEFAULT_PASSWORD_POLICY,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(passwordProblems(strict, 'longenoughpassword')).toEqual(['Có chữ hoa', 'Có chữ số', 'Có ký tự đặc biệt']);
    expect(passwordProblems(strict, 'Longenough1!')).toEqual([]);
  });

  it('accepts anything when the policy is disabled', () => {
    expect(passwordProblems({ ...DEFAULT_PASSWORD_POLICY, enabled: false }, 'a')).toEqual([]);
  });
});
