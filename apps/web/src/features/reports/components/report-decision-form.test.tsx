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
  // After a decision the drawer's report is refetched over a real network: the refetch is held
  // until the test has seen the page draw the new status from the decision's own answer.
  let decisions = 0;
  let released = 0;
  const held: (() => void)[] = [];
  const releaseRefetch = () => {
    released = decisions;
    for (const resume of held.splice(0)) resume();
  };
  const api = fakeApi({
    'GET /reports/:id': async () => {
      if (decisions > released) await new Promise<void>((resume) => held.push(resume));
      return report;
    },
    'GET /reports': () => ({ items: [report], total: 1, page: 1, pageSize: 20 }),
    'GET /orders/:id/proofs': () => [],
    'PATCH /reports/:id': ({ body }) => {
      decisions += 1;
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
  return { api, releaseRefetch };
}

describe("the admin's decision on a report", () => {
  it('says it was done, although the decision replaces the form it was taken in', async () => {
    const user = userEvent.setup();
    const { api, releaseRefetch } = renderDrawer();

    await user.click(await screen.findByRole('button', { name: 'Đang xem xét' }));
    // The page draws the new status from the decision's answer (a new form) while the refetch is
    // out; the message comes once the refetch is back, after the form it was asked in is gone.
    const resolution = await screen.findByLabelText(/Cách giải quyết/);
    releaseRefetch();
    expect(await screen.findByText('Đã chuyển sang "Đang xem xét"')).toBeTruthy();

    await user.type(resolution, 'TSA hoàn tiền áo bị mất.');
    await user.type(screen.getByLabelText(/Số tiền hoàn/), '20000');
    await user.click(
      within(screen.getByRole('group', { name: 'Cách hoàn tiền' })).getByRole('button', { name: 'Tiền mặt' }),
    );
    const submit = screen
      .getAllByRole('button', { name: 'Giải quyết' })
      .find((button) => button.getAttribute('type') === 'submit')!;
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Xử lý báo cáo' })).toBeNull());
    releaseRefetch();
    expect(await screen.findByText('Đã giải quyết báo cáo')).toBeTruthy();
    expect(api.calls('PATCH', `/reports/${CLAIM.id}`).map((call) => call.body)).toEqual([
      { status: 'IN_REVIEW' },
      { status: 'RESOLVED', answer: 'TSA hoàn tiền áo bị mất.', refundAmount: 20_000, refundMethod: 'CASH' },
    ]);
  });
});
