import { ORDER_STATUSES, type OrderStatus, type StatusCounts } from '@tsa/shared';
import { describe, expect, it } from 'vitest';
import { buildingLabel, ordersPerDayData, slotGrid, statusSlices } from './chart-data';

function counts(values: Partial<Record<OrderStatus, number>>): StatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, values[status] ?? 0])) as StatusCounts;
}

describe('chart data', () => {
  it('stacks only the statuses that occur, and finds the busiest day', () => {
    const data = ordersPerDayData([
      { date: '2026-11-19', total: 3, byStatus: counts({ COMPLETED: 2, CANCELLED: 1 }) },
      { date: '2026-11-20', total: 0, byStatus: counts({}) },
      { date: '2026-11-21', total: 5, byStatus: counts({ PENDING: 4, COMPLETED: 1 }) },
    ]);
    expect(data.labels).toEqual(['19/11', '20/11', '21/11']);
    expect(data.series).toEqual([
      { status: 'PENDING', data: [0, 0, 4] },
      { status: 'COMPLETED', data: [2, 0, 1] },
      { status: 'CANCELLED', data: [1, 0, 0] },
    ]);
    expect(data.total).toBe(8);
    expect(data.busiest).toEqual({ date: '2026-11-21', total: 5 });
    expect(ordersPerDayData([{ date: '2026-11-20', total: 0, byStatus: counts({}) }]).busiest).toBeNull();
  });

  it('gives each status with orders its share', () => {
    const mix = ORDER_STATUSES.map((status) => ({
      status,
      count: status === 'COMPLETED' ? 3 : status === 'PENDING' ? 1 : 0,
    }));
    expect(statusSlices(mix)).toEqual([
      { status: 'PENDING', count: 1, share: 0.25 },
      { status: 'COMPLETED', count: 3, share: 0.75 },
    ]);
    expect(statusSlices(ORDER_STATUSES.map((status) => ({ status, count: 0 })))).toEqual([]);
  });

  it('groups pickups per building, busiest buildings first, and marks each one’s peak window', () => {
    const grid = slotGrid(
      [
        { dormitory: 'KTX Khu A', building: 'A1', slot: '17-19', orders: 10 },
        { dormitory: 'KTX Khu B', building: 'B1', slot: '07-09', orders: 9 },
        { dormitory: 'KTX Khu B', building: 'B1', slot: '19-21', orders: 9 },
        { dormitory: 'KTX Khu A', building: 'A1', slot: '07-09', orders: 2 },
        { dormitory: 'KTX Khu A', building: 'A2', slot: '11-13', orders: 1 },
      ],
      2,
    );
    expect(grid.rows.map((row) => [row.building, row.total, row.peak])).toEqual([
      ['B1', 18, '07-09'],
      ['A1', 12, '17-19'],
    ]);
    expect(grid.rows[1]!.counts).toEqual({ '07-09': 2, '11-13': 0, '17-19': 10, '19-21': 0 });
    expect(grid.max).toBe(10);
    expect(grid.hidden).toBe(1);
  });

  it('names a building the way the rest of the app does', () => {
    expect(buildingLabel('A1')).toBe('Tòa A1');
    expect(buildingLabel('Tòa B2')).toBe('Tòa B2');
  });
});
