import { PUBLIC_FIGURES_MIN_ORDERS, type PublicFigures } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRow, UserRow } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { getPublicFigures, TURNAROUND_WINDOW_DAYS } from './public-figures';
import { publicFiguresCacheOf } from './public-figures-cache';
import { catalogueRows, seedOrder } from './test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('GET /stats/public', () => {
  let app: FastifyInstance;
  let shirts: ServiceRow;
  let students: UserRow[];
  const now = Date.now();

  /** An order completed `daysAgo` days ago, `hours` after its pickup. */
  const completed = (student: UserRow, daysAgo: number, hours: number) => {
    const completedAt = new Date(now - daysAgo * DAY);
    const pickedUpAt = new Date(completedAt.getTime() - hours * HOUR);
    return seedOrder(app, {
      student,
      status: 'COMPLETED',
      createdAt: new Date(pickedUpAt.getTime() - 12 * HOUR),
      pickedUpAt,
      completedAt,
      lines: [{ service: shirts, quantity: 1 }],
    });
  };
  /** What the landing page gets, possibly kept from a call less than a minute ago. */
  const servedFigures = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return response.json() as PublicFigures;
  };
  /** What the landing page gets once the minute's figures have expired. */
  const publicFigures = async () => {
    publicFiguresCacheOf(app.database).clear();
    return servedFigures();
  };
  const hidden: PublicFigures = { ordersCompleted: null, studentsServed: null, averageTurnaroundHours: null };

  beforeAll(async () => {
    app = await createTestApp();
    shirts = (await catalogueRows(app))['Ủi áo sơ mi']!;
    students = [await createUser(app), await createUser(app), await createUser(app)];
  });
  afterAll(async () => app.close());

  it('shows nothing, to anyone, on a new service', async () => {
    expect(await publicFigures()).toEqual(hidden);
  });

  it(`shows nothing until ${PUBLIC_FIGURES_MIN_ORDERS} orders are completed, then the three figures`, async () => {
    // 100 days ago, 200 hours: counted as served, but too old for the turnaround.
    await completed(students[0]!, 100, 200);
    // Orders not completed count for nothing.
    const other = await createUser(app);
    await seedOrder(app, {
      student: other,
      status: 'DELIVERING',
      createdAt: new Date(now - 3 * DAY),
      lines: [{ service: shirts, quantity: 1 }],
    });
    await seedOrder(app, {
      student: other,
      status: 'CANCELLED',
      createdAt: new Date(now - 3 * DAY),
      cancelledAt: new Date(now - 2 * DAY),
      lines: [{ service: shirts, quantity: 1 }],
    });
    // Recent ones, in 24 hours each, shared among three students.
    for (let i = 0; i < PUBLIC_FIGURES_MIN_ORDERS - 2; i++) await completed(students[i % 3]!, 1 + i, 24);
    expect(await publicFigures()).toEqual(hidden);

    // The 20th: 26 hours. Average over the 19 recent ones: (18 × 24 + 26) / 19 = 24.105… → 24.1.
    await completed(students[1]!, 2, 26);
    expect(await publicFigures()).toEqual({
      ordersCompleted: PUBLIC_FIGURES_MIN_ORDERS,
      studentsServed: 3,
      averageTurnaroundHours: 24.1,
    });
  });

  it(`averages the turnaround over the last ${TURNAROUND_WINDOW_DAYS} days only, and has none without recent orders`, async () => {
    const later = (days: number) => getPublicFigures(app.database.db, new Date(now + days * DAY));
    // 40 days on, the orders of 1 to 18 days ago are 41 to 58 days old: all still in.
    expect((await later(40)).averageTurnaroundHours).toBe(24.1);
    // 80 days on, only those of 1 to 10 days ago are: (10 × 24 + 26) / 11 = 24.18… → 24.2.
    expect((await later(80)).averageTurnaroundHours).toBe(24.2);
    // 120 days on, none is recent: the counts stay, the average goes.
    expect(await later(120)).toEqual({
      ordersCompleted: PUBLIC_FIGURES_MIN_ORDERS,
      studentsServed: 3,
      averageTurnaroundHours: null,
    });
  });

  it('answers from the figures of the last minute, and reads them again once they expire', async () => {
    const before = await publicFigures();
    await completed(students[0]!, 3, 24);
    // Within the minute the new order does not show yet…
    expect(await servedFigures()).toEqual(before);
    // …and once it is over, it does: (18 × 24 + 26 + 24) / 20 = 24.1.
    expect(await publicFigures()).toEqual({
      ordersCompleted: PUBLIC_FIGURES_MIN_ORDERS + 1,
      studentsServed: 3,
      averageTurnaroundHours: 24.1,
    });
  });
});
