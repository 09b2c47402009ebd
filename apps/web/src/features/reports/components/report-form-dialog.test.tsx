import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-app';
import { addPhotos, PHOTO_COUNT_ERROR, PHOTO_SIZE_ERROR, PHOTO_TYPE_ERROR } from './photo-rules';
import { ReportFormDialog } from './report-form-dialog';

const MB = 1024 * 1024;
function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('report photos', () => {
  it('keeps JPEG, PNG and WebP up to 5 MB, three at most', () => {
    const { photos, errors } = addPhotos(
      [],
      [
        file('a.jpg', 'image/jpeg'),
        file('b.gif', 'image/gif'),
        file('c.png', 'image/png', 5 * MB + 1),
        file('d.webp', 'image/webp', 5 * MB),
        file('e.png', 'image/png'),
        file('f.png', 'image/png'),
      ],
    );
    expect(photos.map((p) => p.name)).toEqual(['a.jpg', 'd.webp', 'e.png']);
    expect(errors).toEqual([`b.gif: ${PHOTO_TYPE_ERROR}`, `c.png: ${PHOTO_SIZE_ERROR}`, PHOTO_COUNT_ERROR]);
  });

  it('checks photos in the form and sends the report as multipart', async () => {
    const orderId = '00000000-0000-4000-8000-0000000000aa';
    let sent: FormData | undefined;
    fakeApi({
      'GET /orders': () => ({
        items: [{ id: orderId, code: 'TSA-00012', status: 'COMPLETED', createdAt: '2025-11-02T03:00:00.000Z' }],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    });
    // The fake API reads JSON bodies; this one is multipart, so catch it before.
    const jsonFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/reports') && init?.method === 'POST') {
        sent = init.body as FormData;
        return new Response(JSON.stringify({ id: 'r1' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return jsonFetch(input, init);
    });
    const onCreated = vi.fn();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ReportFormDialog open onClose={() => {}} onCreated={onCreated} />
      </QueryClientProvider>,
    );

    const input = screen.getByTestId('report-photo-input');
    fireEvent.change(input, {
      target: {
        files: [
          file('bad.pdf', 'application/pdf'),
          file('big.jpg', 'image/jpeg', 6 * MB),
          file('ok.jpg', 'image/jpeg'),
        ],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`bad.pdf: ${PHOTO_TYPE_ERROR}`);
    expect(alert.textContent).toContain(`big.jpg: ${PHOTO_SIZE_ERROR}`);
    expect(screen.getByRole('button', { name: 'Bỏ ảnh ok.jpg' })).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [file('2.png', 'image/png'), file('3.webp', 'image/webp'), file('4.png', 'image/png')] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(PHOTO_COUNT_ERROR);
    expect(screen.queryByRole('button', { name: 'Thêm ảnh' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ ảnh 2.png' }));
    expect(screen.getByRole('button', { name: 'Thêm ảnh' })).toBeTruthy();

    // Required fields first.
    fireEvent.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));
    expect(await screen.findByText('Vui lòng chọn đơn hàng gặp sự cố')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Đơn hàng gặp sự cố/ }));
    fireEvent.click(await screen.findByRole('option', { name: /TSA-00012/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Loại sự cố/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mất đồ' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Mô tả sự cố/ }), {
      target: { value: 'Thiếu một áo sơ mi trắng' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sent?.get('orderId')).toBe(orderId);
    expect(sent?.get('type')).toBe('LOST_ITEM');
    expect(sent?.get('description')).toBe('Thiếu một áo sơ mi trắng');
    expect((sent?.getAll('photos') as File[]).map((p) => p.name)).toEqual(['ok.jpg', '3.webp']);
  });

  it('offers a lost or damaged item only on a completed order, and keeps what was typed', async () => {
    const done = '00000000-0000-4000-8000-0000000000ab';
    const open = '00000000-0000-4000-8000-0000000000ac';
    let posted = false;
    fakeApi({
      'GET /orders': () => ({
        items: [
          { id: done, code: 'TSA-00021', status: 'COMPLETED', createdAt: '2025-11-02T03:00:00.000Z' },
          { id: open, code: 'TSA-00022', status: 'WASHING', createdAt: '2025-11-03T03:00:00.000Z' },
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      }),
    });
    const jsonFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/reports') && init?.method === 'POST') posted = true;
      return jsonFetch(input, init);
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ReportFormDialog open onClose={() => {}} onCreated={() => {}} />
      </QueryClientProvider>,
    );
    const orderField = screen.getByRole('combobox', { name: /Đơn hàng gặp sự cố/ });
    const typeField = screen.getByRole('combobox', { name: /Loại sự cố/ });

    // The bag is still in the shop: a claim is not offered yet, other kinds are.
    fireEvent.mouseDown(orderField);
    fireEvent.click(await screen.findByRole('option', { name: /TSA-00022/ }));
    expect(screen.getByText('Mất đồ và hư hỏng báo được khi đơn đã hoàn thành')).toBeTruthy();
    fireEvent.mouseDown(typeField);
    expect((await screen.findByRole('option', { name: 'Mất đồ' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Hư hỏng' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Giao trễ' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    // A claim chosen on the completed order, then the order switched: said at once, nothing sent,
    // and the description stays.
    fireEvent.mouseDown(orderField);
    fireEvent.click(await screen.findByRole('option', { name: /TSA-00021/ }));
    fireEvent.mouseDown(typeField);
    fireEvent.click(await screen.findByRole('option', { name: 'Hư hỏng' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Mô tả sự cố/ }), {
      target: { value: 'Áo khoác bị rách tay' },
    });
    fireEvent.mouseDown(orderField);
    fireEvent.click(await screen.findByRole('option', { name: /TSA-00022/ }));
    expect(await screen.findByText('Chỉ báo mất hoặc hỏng đồ cho đơn đã hoàn thành')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Gửi báo cáo' });
    send.focus();
    fireEvent.click(send);
    // The refused submit takes the student to the field that says why, and sends nothing.
    await waitFor(() => expect(document.activeElement).toBe(typeField));
    expect(posted).toBe(false);
    expect((screen.getByRole('textbox', { name: /Mô tả sự cố/ }) as HTMLTextAreaElement).value).toBe(
      'Áo khoác bị rách tay',
    );
  });
});
