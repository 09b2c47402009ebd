import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@tsa/shared';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldPasswordChecklist, PasswordChecklist } from '@/components/password-checklist';

const strict: PasswordPolicy = {
  ...DEFAULT_PASSWORD_POLICY,
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

function items() {
  const list = screen.getByRole('list', { name: 'Yêu cầu mật khẩu' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => `${item.getAttribute('data-ok') === 'true' ? '✓' : '·'} ${item.textContent}`);
}

describe('PasswordChecklist', () => {
  it('ticks each rule of the policy as the password meets it', () => {
    const { rerender } = render(<PasswordChecklist policy={strict} password="" />);
    expect(items()).toEqual([
      '· Ít nhất 10 ký tự (chưa đạt)',
      '· Có chữ thường (chưa đạt)',
      '· Có chữ hoa (chưa đạt)',
      '· Có chữ số (chưa đạt)',
      '· Có ký tự đặc biệt (chưa đạt)',
      '· Không phải mật khẩu phổ biến (chưa đạt)',
    ]);

    rerender(<PasswordChecklist policy={strict} password="giặtsấy" />);
    expect(items()).toEqual([
      '· Ít nhất 10 ký tự (chưa đạt)',
      '✓ Có chữ thường (đã đạt)',
      '· Có chữ hoa (chưa đạt)',
      '· Có chữ số (chưa đạt)',
      '· Có ký tự đặc biệt (chưa đạt)',
      '✓ Không phải mật khẩu phổ biến (đã đạt)',
    ]);

    rerender(<PasswordChecklist policy={strict} password="Giặt sấy 2026!" />);
    expect(items().every((item) => item.startsWith('✓'))).toBe(true);
  });

  it('flags a common password and says nothing when the policy is off', () => {
    const { rerender } = render(<PasswordChecklist policy={DEFAULT_PASSWORD_POLICY} password="password123" />);
    expect(items()).toEqual(['✓ Ít nhất 8 ký tự (đã đạt)', '· Không phải mật khẩu phổ biến (chưa đạt)']);
    rerender(<PasswordChecklist policy={{ ...DEFAULT_PASSWORD_POLICY, enabled: false }} password="x" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

/** A form as the sign-up, reset and account pages have it: the field registered, the list beside it. */
function PasswordForm() {
  const form = useForm<{ password: string }, unknown>({ defaultValues: { password: '' } });
  return (
    <form>
      <label>
        Mật khẩu mới
        <input {...form.register('password')} />
      </label>
      <FieldPasswordChecklist policy={strict} control={form.control} name="password" />
    </form>
  );
}

describe('FieldPasswordChecklist', () => {
  it('ticks the rules as the form’s field is typed, key by key', async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    const field = screen.getByLabelText('Mật khẩu mới');
    await user.type(field, 'giặt');
    expect(items().filter((item) => item.startsWith('✓'))).toEqual([
      '✓ Có chữ thường (đã đạt)',
      '✓ Không phải mật khẩu phổ biến (đã đạt)',
    ]);
    await user.type(field, ' sấy 2026!');
    expect(items().filter((item) => item.startsWith('·'))).toEqual(['· Có chữ hoa (chưa đạt)']);
    await user.clear(field);
    expect(items().every((item) => item.startsWith('·'))).toBe(true);
  });
});
