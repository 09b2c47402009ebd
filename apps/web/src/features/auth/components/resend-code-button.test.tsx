import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { expect, it } from 'vitest';
import { ResendCodeButton } from './resend-code-button';

it('counts down from the first screen that shows a new wait, never an enabled button first', () => {
  const seen: string[] = [];
  let wait: (at: number) => void = () => {};
  function Page() {
    const [availableAt, setAvailableAt] = useState(0);
    wait = setAvailableAt;
    // Runs as each render reaches the screen, before any effect of the button's own.
    useLayoutEffect(() => {
      seen.push(screen.getByRole('button').textContent ?? '');
    });
    return <ResendCodeButton availableAt={availableAt} onResend={() => {}} pending={false} />;
  }
  const { rerender } = render(<Page />);
  rerender(<Page />);
  expect(seen.at(-1)).toBe('Gửi lại mã');
  seen.length = 0;
  // As the page does when the server answers "wait 42 seconds".
  act(() => wait(Date.now() + 42_000));
  expect(seen[0]).toMatch(/^Gửi lại mã sau 4[12] giây$/);
  expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
});
