import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/provider';
import { fakeApi } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { createTestQueryClient } from '@/test/render-app';
import { storeSession, testUser } from '@/test/session';

const fetches = new Map<string, number>();

/** Shows how many times its query was fetched. */
function Probe({ queryKey, label }: { queryKey: string[]; label: string }) {
  const { data } = useQuery({
    queryKey,
    queryFn: () => {
      fetches.set(label, (fetches.get(label) ?? 0) + 1);
      return Promise.resolve(`${label}: lần ${fetches.get(label)}`);
    },
  });
  return <p>{data ?? `${label}: đang tải`}</p>;
}

describe('realtime provider', () => {
  it('fetches the live screens again when the socket connects, since events sent before were missed', async () => {
    const student = testUser('STUDENT');
    storeSession(student);
    fakeApi({ 'GET /users/profile': () => student });
    const live = fakeSocket({ connected: false });
    render(
      <AppProviders queryClient={createTestQueryClient()} socketFactory={live.factory}>
        <MemoryRouter>
          <Probe queryKey={['orders', 'detail', 'a']} label="Đơn" />
          <Probe queryKey={['services']} label="Dịch vụ" />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('Đơn: lần 1');
    await screen.findByText('Dịch vụ: lần 1');

    act(() => live.fire('connect'));
    await screen.findByText('Đơn: lần 2');
    // The service catalogue does not follow server events: nothing to catch up on.
    await waitFor(() => expect(screen.getByText('Dịch vụ: lần 1')).toBeTruthy());
  });
});
