import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusChip } from './order-status-chip';
import { OrderTimeline } from './order-timeline';
import type { TimelineEntry } from './types';

const student = { id: 'u1', name: 'Nguyễn Văn An', role: 'STUDENT' as const };
const staff = { id: 'u2', name: 'Trần Thị Bình', role: 'STAFF' as const };

// 21/11/2025 08:05 and 08:30 in Ho Chi Minh City (UTC+7).
const history: TimelineEntry[] = [
  {
    id: 'h2',
    from: 'PENDING',
    to: 'CONFIRMED',
    at: new Date('2025-11-21T01:30:00Z'),
    by: staff,
    note: null,
    kind: 'STATUS',
  },
  { id: 'h1', from: null, to: 'PENDING', at: '2025-11-21T01:05:00.000Z', by: student, note: null, kind: 'STATUS' },
];

describe('OrderTimeline', () => {
  it('shows a change of schedule or a proof as an event beside the road, never as a step', () => {
    const events: TimelineEntry[] = [
      ...history,
      {
        id: 'h3',
        from: 'CONFIRMED',
        to: 'CONFIRMED',
        at: '2025-11-21T02:00:00.000Z',
        by: student,
        note: 'Nơi giao đồ bẩn: Gửi lễ tân ký túc xá',
        kind: 'SCHEDULE',
      },
    ];
    render(<OrderTimeline status="CONFIRMED" history={events} />);
    const steps = within(screen.getByRole('list', { name: 'Tiến trình đơn hàng' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'event',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[1]!.textContent).toContain('Đã xác nhận');
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[2]!.textContent).toContain('Đổi lịch giao nhận');
    expect(steps[2]!.textContent).toContain('Nơi giao đồ bẩn: Gửi lễ tân ký túc xá');
    expect(steps[2]!.textContent).not.toContain('Đã xác nhận');
    // Green up to the step reached; the line on to an event after it is not a road passed.
    const road = steps.slice(0, -1).map((step) => step.querySelector('[data-road]')!.getAttribute('data-road'));
    expect(road).toEqual(['passed', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead', 'ahead']);
  });

  it('draws the road green through an event the order has since gone past', () => {
    const passed: TimelineEntry[] = [
      ...history,
      {
        id: 'h3',
        from: 'CONFIRMED',
        to: 'CONFIRMED',
        at: '2025-11-21T02:00:00.000Z',
        by: staff,
        note: null,
        kind: 'PROOF',
      },
      {
        id: 'h4',
        from: 'CONFIRMED',
        to: 'PICKED_UP',
        at: '2025-11-21T02:05:00.000Z',
        by: staff,
        note: null,
        kind: 'STATUS',
      },
    ];
    render(<OrderTimeline status="PICKED_UP" history={passed} />);
    const steps = within(screen.getByRole('list', { name: 'Tiến trình đơn hàng' })).getAllByRole('listitem');
    expect(steps.slice(0, 4).map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'event',
      'current',
    ]);
    const road = steps.slice(0, 4).map((step) => step.querySelector('[data-road]')!.getAttribute('data-road'));
    expect(road).toEqual(['passed', 'passed', 'passed', 'ahead']);
  });

  it('lists what happened with when and who, then the steps ahead', () => {
    render(<OrderTimeline status="CONFIRMED" history={history} />);
    const steps = within(screen.getByRole('list', { name: 'Tiến trình đơn hàng' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[0]!.textContent).toContain('Chờ xác nhận');
    expect(steps[0]!.textContent).toContain('21/11/2025 08:05');
    expect(steps[0]!.textContent).toContain('Nguyễn Văn An (Sinh viên)');
    expect(steps[1]!.textContent).toContain('Đã xác nhận');
    expect(steps[1]!.textContent).toContain('Trần Thị Bình (Nhân viên)');
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[6]!.textContent).toBe('Hoàn thành');
  });

  it('shows a cancellation clearly, with its reason and nothing ahead', () => {
    render(
      <OrderTimeline
        status="CANCELLED"
        history={[
          ...history,
          {
            id: 'h3',
            from: 'CONFIRMED',
            to: 'CANCELLED',
            at: '2025-11-21T02:00:00Z',
            by: student,
            note: 'Đổi lịch',
            kind: 'STATUS',
          },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]!.getAttribute('data-state')).toBe('cancelled');
    expect(steps[2]!.textContent).toContain('Đã hủy');
    expect(steps[2]!.textContent).toContain('Lý do: Đổi lịch');
  });

  it('keeps a failed drop-off that came back to READY in the story', () => {
    const road: TimelineEntry[] = ['PENDING', 'CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING', 'READY'].map(
      (to, i) => ({
        id: `h${i}`,
        from: null,
        to: to as TimelineEntry['to'],
        at: new Date(Date.UTC(2025, 10, 21, i)),
        by: staff,
        note: i === 6 ? 'Không gặp sinh viên' : null,
        kind: 'STATUS' as const,
      }),
    );
    render(<OrderTimeline status="READY" history={road} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(9);
    expect(steps[6]!.getAttribute('data-state')).toBe('current');
    expect(steps[6]!.textContent).toContain('Không gặp sinh viên');
    expect(steps.slice(7).map((s) => s.textContent)).toEqual(['Đang giao', 'Hoàn thành']);
  });

  it('has a compact form for cards', () => {
    render(<OrderTimeline status="PICKED_UP" history={history} variant="compact" />);
    expect(screen.getByRole('group', { name: 'Tiến trình đơn hàng' }).textContent).toContain('Bước 3/7: Đã lấy đồ');
  });
});

describe('OrderStatusChip', () => {
  it('shows the Vietnamese label', () => {
    render(<OrderStatusChip status="WASHING" />);
    expect(screen.getByText('Đang giặt')).toBeTruthy();
  });
});
