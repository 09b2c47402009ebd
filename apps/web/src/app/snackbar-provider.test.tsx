import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { AppSnackbarProvider } from './snackbar-provider';
import { ThemeSettingsProvider } from './theme/theme-settings';

function FailingAction({ silent = false }: { silent?: boolean }) {
  const mutation = useMutation({
    mutationFn: async () => {
      throw new ApiError(409, 'auth/email-already-in-use', 'Email này đã được sử dụng');
    },
    meta: silent ? { errorSnackbar: false } : undefined,
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      {silent ? 'Lưu im lặng' : 'Lưu'}
    </button>
  );
}

function renderWithSnackbars() {
  return render(
    <ThemeSettingsProvider>
      <QueryClientProvider client={createQueryClient()}>
        <AppSnackbarProvider>
          <FailingAction />
          <FailingAction silent />
        </AppSnackbarProvider>
      </QueryClientProvider>
    </ThemeSettingsProvider>,
  );
}

describe('snackbars', () => {
  it("shows a failed action's Vietnamese message unless the action handles it itself", async () => {
    const user = userEvent.setup();
    renderWithSnackbars();
    await user.click(screen.getByRole('button', { name: 'Lưu im lặng' }));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findAllByText('Email này đã được sử dụng')).toHaveLength(1);
  });
});
