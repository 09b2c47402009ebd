import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogFooter } from './dialog-footer';

describe('DialogFooter', () => {
  it('runs onConfirm and onCancel, with "Hủy" as the default way out', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<DialogFooter onCancel={onCancel} confirmLabel="Lưu" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('without onConfirm, submits the form it sits in', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DialogFooter cancelLabel="Để sau" onCancel={vi.fn()} confirmLabel="Lưu và bắt đầu giặt" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu và bắt đầu giặt' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('turns both buttons off while pending', () => {
    render(<DialogFooter onCancel={vi.fn()} confirmLabel="Hủy đơn" onConfirm={vi.fn()} confirmColor="error" pending />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Hủy' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Hủy đơn/ }).disabled).toBe(true);
  });
});
