import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NotificationsLoading } from './notifications-loading';

it('tells a screen reader the bell’s list is loading (a name on a plain box is never read out)', () => {
  render(<NotificationsLoading />);
  expect(screen.getByRole('progressbar', { name: 'Đang tải thông báo' })).toBeTruthy();
});
