import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Xin chào {name}</p>;
}

/** React reports an error its boundary caught on the console; here that report is expected. */
function expectCaughtErrorsLogged() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => expect(logged.mock.calls.flat().map(String).join(' ')).toContain('Failed to fetch');
}

describe('LazyPart', () => {
  it('says the part could not be fetched, keeps the page, and fetches it again on "Thử lại"', async () => {
    // The first fetch fails as a dropped connection does; the second succeeds.
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const checkLogged = expectCaughtErrorsLogged();
    render(
      <main>
        <h1>Trang</h1>
        <LazyPart
          load={load}
          props={{ name: 'Lan' }}
          fallback={<p>Đang tải</p>}
          failedTitle="Không tải được phần này"
        />
      </main>,
    );
    expect(screen.getByText('Đang tải')).toBeTruthy();
    expect(await screen.findByText('Không tải được phần này')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trang' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Xin chào Lan')).toBeTruthy();
    expect(screen.queryByText('Không tải được phần này')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    checkLogged();
  });

  it('places the message in the frame it is given', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const checkLogged = expectCaughtErrorsLogged();
    render(
      <LazyPart
        load={load}
        props={{ name: 'Lan' }}
        fallback={null}
        failedTitle="Không tải được biểu đồ"
        frame={(message) => <section aria-label="Khung">{message}</section>}
      />,
    );
    const frame = await screen.findByRole('region', { name: 'Khung' });
    expect(frame.textContent).toContain('Không tải được biểu đồ');
    checkLogged();
  });
});
