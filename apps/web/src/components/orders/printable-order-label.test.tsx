import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrintableOrderLabel } from './printable-order-label';

const label = {
  code: 'TSA-251121-0001',
  studentName: 'Nguyễn Văn An',
  address: { dormitory: 'KTX Khu A', building: 'A1', room: '101', phoneNumber: '0912345678' },
  pickupDate: '2025-11-21',
  pickupSlot: '17-19' as const,
};

describe('PrintableOrderLabel', () => {
  it('shows the code as text and QR code and prints only the label', async () => {
    const print = vi.fn(() => {
      // While printing, the label copy sits outside the app root.
      expect(document.body.querySelector(':scope > .tsa-print-root')).toBeTruthy();
    });
    vi.stubGlobal('print', print);
    render(<PrintableOrderLabel label={label} />);
    expect(screen.getByText('TSA-251121-0001')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'Mã QR của đơn TSA-251121-0001' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('KTX Khu A · Tòa A1 · Phòng 101')).toBeTruthy();
    expect(screen.getByText('Lấy đồ: 17:00–19:00 · 21/11/2025')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'In nhãn' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('.tsa-print-root')).toBeNull());
    vi.unstubAllGlobals();
  });
});
