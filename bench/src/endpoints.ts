/** The figures' endpoints the benchmark calls, with the ranges an admin actually picks. */
import { addDays } from '@tsa/shared';

export type Caller = 'admin' | 'staff' | 'anyone';

export interface Endpoint {
  name: string;
  path: string;
  as: Caller;
}

const range = (today: string, days: number) => `from=${addDays(today, -(days - 1))}&to=${today}`;

export function statsEndpoints(today: string): Endpoint[] {
  return [
    { name: 'overview', path: '/api/stats/overview', as: 'admin' },
    ...[7, 30, 90, 365].map((days) => ({
      name: `charts ${days} d`,
      path: `/api/stats/charts?${range(today, days)}`,
      as: 'admin' as const,
    })),
    ...['days', 'services', 'buildings', 'staff'].flatMap((table) =>
      [30, 365].map((days) => ({
        name: `report/${table} ${days} d`,
        path: `/api/stats/report/${table}?${range(today, days)}`,
        as: 'admin' as const,
      })),
    ),
    // The widest export: a row per day of a year.
    {
      name: 'export days 365 d csv',
      path: `/api/stats/report/days/export?format=csv&${range(today, 365)}`,
      as: 'admin',
    },
    {
      name: 'export days 365 d xlsx',
      path: `/api/stats/report/days/export?format=xlsx&${range(today, 365)}`,
      as: 'admin',
    },
    { name: 'me (staff)', path: '/api/stats/me', as: 'staff' },
    { name: 'public', path: '/api/stats/public', as: 'anyone' },
  ];
}
