import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Report } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSnackbarProvider } from '@/app/snackbar-provider';
import { ThemeSettingsProvider } from '@/app/theme/theme-settings';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-app';
import { ReportDecisionForm } from './report-decision-form';
import { ReportDrawer } from './report-drawer';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const CLAIM: Report = {
  id: '70000000-0000-4000-8000-000000000001',
  order: { id: '70000000-0000-4000-8000-0000000000aa', code: 'TSA-261207-0001' },
  student: { id: '70000000-0000-4000-8000-0000000000bb', name: 'Lê Thị An' },
  type: 'LOST_ITEM',
  description: 'Thiếu một áo sơ mi trắng.',
  status: 'OPEN',
  answer: null,
  refundAmount: null,
  refundMethod: null,
  photos: [],
  createdAt: '2026-12-07T03:00:00.000Z',
  updatedAt: '2026-12-07T03:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
};

/** The drawer as /dashboard/report shows it: the form keyed by the report's status, so a decision remounts it. */
function renderDrawer() {
  let report = CLAIM;
  let decided = false;
  const api = fakeApi({
    // After a decision the drawer's report is refetched over a real network: it takes a moment,
    // in which the page has already drawn the new status from the answer.
    'GET /reports/:id': async () => {
      if (decided) await new Promise((resolve) => setTimeout(resolve, 300));
      return report;
    },
    'GET /reports': () => ({ items: [report], total: 1, page: 1, pageSize: 20 }),
    'GET /orders/:id/proofs': () => [],
    'PATCH /reports/:id': ({ body }) => {
      decided = true;
      const decision = body as { status: Report['status']; answer?: string; refundAmount?: number };
      report = {
        ...report,
        status: decision.status,
        answer: decision.answer ?? null,
        refundAmount: decision.refundAmount ?? null,
      };
      return report;
    },
  });
  render(
    <ThemeSettingsProvider>
      <QueryClientProvider client={createTestQueryClient()}>
        <AppSnackbarProvider>
          <ReportDrawer
            id={CLAIM.id}
            onClose={() => {}}
            showStudent
            actions={(shown) => <ReportDecisionForm key={`${shown.id}-${shown.status}`} report={shown} />}
          />
        </AppSnackbarProvider>
      </QueryClientProvider>
    </ThemeSettingsProvider>,
  );
  return api;
}

describe("the admin's decision on a report", () => {
  it('says it was done, although the decision replaces the form it was taken in', async () => {
    const user = userEvent.setup();
    const api = renderDrawer();

    await user.click(await screen.findByRole('button', { name: 'Đang xem xét' }));
    expect(await screen.findByText('Đã chuyển sang "Đang xem xét"')).toBeTruthy();

    await user.type(await screen.findByLabelText(/Cách giải quyết/), 'TSA hoàn tiền áo bị mất.');
    await user.type(screen.getByLabelText(/Số tiền hoàn/), '20000');
    await user.click(
      within(screen.getByRole('group', { name: 'Cách hoàn tiền' })).getByRole('button', { name: 'Tiền mặt' }),
    );
    const submit = screen
      .getAllByRole('button', { name: 'Giải quyết' })
      .find((button) => button.getAttribute('type') === 'submit')!;
    await user.click(submit);

    expect(await screen.findByText('Đã giải quyết báo cáo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Xử lý báo cáo' })).toBeNull());
    expect(api.calls('PATCH', `/reports/${CLAIM.id}`).map((call) => call.body)).toEqual([
      { status: 'IN_REVIEW' },
      { status: 'RESOLVED', answer: 'TSA hoàn tiền áo bị mất.', refundAmount: 20_000, refundMethod: 'CASH' },
    ]);
  });
});
