import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TicketComposer } from './ticket-composer';

describe('ticket composer', () => {
  it('counts characters and refuses more than 280', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<TicketComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    const send = screen.getByRole('button', { name: 'Gửi' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByTestId('char-counter').textContent).toBe('0/280');

    fireEvent.change(box, { target: { value: 'a'.repeat(281) } });
    expect(screen.getByTestId('char-counter').textContent).toBe('281/280');
    expect(screen.getByText('Tin nhắn tối đa 280 ký tự')).toBeTruthy();
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: `  ${'á'.repeat(280)}  ` } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('á'.repeat(280));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('sends with Enter and keeps Shift+Enter for a new line', () => {
    const onSend = vi.fn(async () => undefined);
    render(<TicketComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    fireEvent.change(box, { target: { value: 'Xin chào' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Xin chào');
  });
});
