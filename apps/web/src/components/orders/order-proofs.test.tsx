import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderProof } from '@tsa/shared';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachNotistack } from '@/lib/snackbar';
import { fakeApi, reply } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-app';
import { OrderProofs } from './order-proofs';
import { ProofDialog } from './proof-dialog';

vi.setConfig({ testTimeout: 30_000 });
const ORDER = '11111111-1111-4111-8111-111111111111';

function wrap(children: ReactNode) {
  return render(<QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>);
}

const KINDS = [
  { id: 'k1', name: 'Áo', position: 0, active: true },
  { id: 'k2', name: 'Quần', position: 1, active: true },
];

function proof(overrides: Partial<OrderProof> = {}): OrderProof {
  const recordedAt = new Date(Date.now() - 3_600_000);
  return {
    id: 'p1',
    stage: 'PICKUP',
    items: [
      { kind: 'Áo', count: 3 },
      { kind: 'Quần', count: 2 },
    ],
    weightKg: null,
    photoUrl: `/api/orders/${ORDER}/proofs/PICKUP/photo?photo=0123456789abcdef0123456789abcdef`,
    recordedBy: { id: 's1', name: 'Lê Hùng', role: 'STAFF' },
    recordedAt: recordedAt.toISOString(),
    answer: null,
    answeredAt: null,
    answerUntil: new Date(recordedAt.getTime() + 48 * 3_600_000).toISOString(),
    ticketId: null,
    ...overrides,
  };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** The FormData the dialog sent with its POST. */
function sentForm(): FormData {
  const calls = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST');
  return calls.at(-1)![1]!.body as FormData;
}

describe('the staff’s proof dialog', () => {
  function openDialog(stage: 'PICKUP' | 'WEIGHING' = 'PICKUP', post: () => unknown = () => reply(201, proof())) {
    const api = fakeApi({ 'GET /garment-kinds': () => KINDS, 'POST /orders/:id/proofs': post });
    const onClose = vi.fn();
    wrap(<ProofDialog open orderId={ORDER} code="TSA-251121-0001" stage={stage} weightKg={4.2} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', {
      name: `${stage === 'PICKUP' ? 'Chụp ảnh & đếm đồ' : 'Ảnh cân'}: TSA-251121-0001`,
    });
    const photo = within(dialog).getByLabelText('Ảnh túi đồ') as HTMLInputElement;
    const take = () =>
      fireEvent.change(photo, { target: { files: [new File(['x'], 'tui.jpg', { type: 'image/jpeg' })] } });
    return { api, dialog, onClose, take };
  }

  it('asks for the photo and a count before sending; sends the count by kind with the photo', async () => {
    const { api, dialog, onClose, take } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getByText('Vui lòng chụp ảnh túi đồ')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng đếm ít nhất một loại đồ')).toBeTruthy();
    expect(api.calls('POST', `/orders/${ORDER}/proofs`)).toHaveLength(0);

    take();
    const plusShirt = await within(dialog).findByRole('button', { name: 'Thêm Áo' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(plusShirt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm Quần' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = sentForm();
    expect(form.get('stage')).toBe('PICKUP');
    expect(JSON.parse(form.get('items') as string)).toEqual([
      { kind: 'Áo', count: 3 },
      { kind: 'Quần', count: 1 },
    ]);
    expect((form.get('photo') as File).name).toBe('tui.jpg');
  });

  it('weighing: the weight starts from the bag’s kg and is sent; a count is optional', async () => {
    const { dialog, onClose, take } = openDialog('WEIGHING');
    const weight = within(dialog).getByRole('textbox', { name: 'Số cân' }) as HTMLInputElement;
    expect(weight.value).toBe('4,2');
    fireEvent.change(weight, { target: { value: '4,6' } });
    take();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentForm().get('weightKg')).toBe('4.6');
  });

  it('without a network it says the photo was not sent, keeps what was counted and offers to send again', async () => {
    const { dialog, onClose, take } = openDialog('PICKUP', () => {
      throw new TypeError('Failed to fetch');
    });
    take();
    const plusShirt = await within(dialog).findByRole('button', { name: 'Thêm Áo' });
    await userEvent.click(plusShirt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Chưa gửi được ảnh');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Số Áo').textContent).toBe('1');
    expect(within(dialog).getByRole('button', { name: 'Gửi lại' })).toBeTruthy();
  });

  it('property: whatever is tapped, the count sent is the taps per kind, never below 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('+Áo', '-Áo', '+Quần', '-Quần'), { maxLength: 8 }), async (taps) => {
        cleanup();
        const { dialog, take, api } = openDialog();
        take();
        await within(dialog).findByRole('button', { name: 'Thêm Áo' });
        const expected: Record<string, number> = {};
        for (const tap of taps) {
          const kind = tap.slice(1);
          const button = within(dialog).getByRole('button', { name: `${tap[0] === '+' ? 'Thêm' : 'Bớt'} ${kind}` });
          if (!(button as HTMLButtonElement).disabled) fireEvent.click(button);
          expected[kind] = Math.max(0, (expected[kind] ?? 0) + (tap[0] === '+' ? 1 : -1));
        }
        for (const kind of ['Áo', 'Quần'])
          expect(within(dialog).getByLabelText(`Số ${kind}`).textContent).toBe(String(expected[kind] ?? 0));
        const anything = Object.values(expected).some((count) => count > 0);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
        if (!anything) {
          expect(within(dialog).getByText('Vui lòng đếm ít nhất một loại đồ')).toBeTruthy();
          expect(api.calls('POST', `/orders/${ORDER}/proofs`)).toHaveLength(0);
        } else {
          // Wait for the send, so it lands in this run's fake API, and read what it carried.
          await waitFor(() => expect(api.calls('POST', `/orders/${ORDER}/proofs`)).toHaveLength(1));
          const sent = JSON.parse(sentForm().get('items') as string) as { kind: string; count: number }[];
          expect(sent).toEqual(
            ['Áo', 'Quần'].filter((kind) => (expected[kind] ?? 0) > 0).map((kind) => ({ kind, count: expected[kind] })),
          );
        }
        vi.unstubAllGlobals();
        cleanup();
      }),
      { numRuns: 10 },
    );
  });
});

describe('the student’s proof card', () => {
  it('shows photo, counts, who and when; "Xác nhận" answers', async () => {
    const api = fakeApi({
      'GET /orders/:id/proofs': () => [proof()],
      'GET /orders/:id/proofs/:stage/photo': () => reply(200, 'img', { 'content-type': 'image/webp' }),
      'POST /orders/:id/proofs/:stage/answer': () => proof({ answer: 'CONFIRMED' }),
    });
    wrap(<OrderProofs orderId={ORDER} canAnswer />);
    expect(await screen.findByText('3 Áo · 2 Quần')).toBeTruthy();
    expect(screen.getByText(/Lê Hùng/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Ảnh túi đồ khi lấy đồ' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.calls('POST', `/orders/${ORDER}/proofs/PICKUP/answer`)).toHaveLength(1));
    expect(api.calls('POST', `/orders/${ORDER}/proofs/PICKUP/answer`)[0]!.body).toEqual({ answer: 'CONFIRMED' });
  });

  it('"Khiếu nại" asks why and sends it', async () => {
    const api = fakeApi({
      'GET /orders/:id/proofs': () => [proof()],
      'POST /orders/:id/proofs/:stage/answer': () => proof({ answer: 'DISPUTED', ticketId: 't1' }),
    });
    wrap(<OrderProofs orderId={ORDER} canAnswer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Khiếu nại' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Điều gì không đúng?' }), 'Thiếu 1 áo');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));
    await waitFor(() =>
      expect(api.calls('POST', `/orders/${ORDER}/proofs/PICKUP/answer`)[0]?.body).toEqual({
        answer: 'DISPUTED',
        reason: 'Thiếu 1 áo',
      }),
    );
  });

  it('says the answer was sent, although the refreshed proof closes the buttons before the answer settles', async () => {
    let answered = false;
    // The rest of the order refreshes over a real network: the photo comes back last, once the
    // test has seen what the answer says.
    const heldPhotos: (() => void)[] = [];
    let photosHeld = true;
    const releasePhotos = () => {
      photosHeld = false;
      for (const resume of heldPhotos.splice(0)) resume();
    };
    fakeApi({
      'GET /orders/:id/proofs': () => [answered ? proof({ answer: 'DISPUTED', ticketId: 't1' }) : proof()],
      'GET /orders/:id/proofs/:stage/photo': async () => {
        if (answered && photosHeld) await new Promise<void>((resume) => heldPhotos.push(resume));
        return reply(200, 'img', { 'content-type': 'image/webp' });
      },
      'POST /orders/:id/proofs/:stage/answer': () => {
        answered = true;
        return proof({ answer: 'DISPUTED', ticketId: 't1' });
      },
    });
    const shown = vi.fn((_message: unknown, options?: { key?: string | number }) => options?.key ?? 'k');
    const detach = attachNotistack({ enqueueSnackbar: shown, closeSnackbar: vi.fn() });
    try {
      wrap(<OrderProofs orderId={ORDER} canAnswer />);
      await userEvent.click(await screen.findByRole('button', { name: 'Khiếu nại' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Điều gì không đúng?' }), 'Thiếu 1 áo');
      await userEvent.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));
      expect(await screen.findByText('Đang khiếu nại')).toBeTruthy();
      releasePhotos();
      await waitFor(() =>
        expect(shown).toHaveBeenCalledWith('Đã gửi khiếu nại, TSA sẽ phản hồi sớm', { variant: 'success' }),
      );
    } finally {
      releasePhotos();
      detach();
    }
  });

  it('after the deadline, or once answered, the buttons are gone; staff never see them', async () => {
    const late = new Date(Date.now() - 50 * 3_600_000);
    fakeApi({
      'GET /orders/:id/proofs': () => [
        proof({ recordedAt: late.toISOString(), answerUntil: new Date(late.getTime() + 48 * 3_600_000).toISOString() }),
        proof({ id: 'p2', stage: 'WEIGHING', items: [], weightKg: 4.5, answer: 'CONFIRMED' }),
      ],
    });
    wrap(<OrderProofs orderId={ORDER} canAnswer />);
    expect(await screen.findByText('Cân nặng: 4,5 kg')).toBeTruthy();
    expect(screen.getByText('Đã xác nhận')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xác nhận' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Khiếu nại' })).toBeNull();
  });
});
