/**
 * The set-up of the placement benches: the real app on a fresh embedded database on loopback,
 * and `count` students of the starting catalogue's buildings A1–A5, each with an access token
 * signed without a sign-in (sign-ins are not what these benches measure). Each profile holds its
 * building of the catalogue, as the app stores it once the student has saved the address.
 * `BENCH_NO_UPKEEP=1` leaves the planner's statistics as they were when the app started.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { issueSession } from '../../apps/server/src/modules/auth/sessions';
import { resolveCatalogueAddress } from '../../apps/server/src/modules/dormitories';
import { insertUser } from '../../apps/server/src/modules/users/repository';
import { buildBenchApp, openMigrated } from './bench-app';

export async function appWithStudents(name: string, count: number, env: Record<string, string>) {
  const database = await openMigrated({ kind: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), `tsa-${name}-`)) });
  const app = await buildBenchApp(database, env);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const address = { dormitory: 'KTX Khu A', building: `A${(i % 5) + 1}`, room: String(100 + (i % 40)) };
    const place = await resolveCatalogueAddress(database.db, address);
    const user = await insertUser(database.db, {
      email: `${name}${i}@st.tsa.test`,
      passwordHash: null,
      firstName: 'Sinh viên',
      lastName: `Số ${i}`,
      role: 'STUDENT',
      verified: true,
      phoneNumber: '0912345678',
      ...address,
      dormitoryId: place.dormitoryId,
      buildingId: place.buildingId,
    });
    tokens.push((await issueSession(app, user, { ip: '127.0.0.1' })).accessToken);
  }
  // A dormitory's students sign up over days, and the hourly upkeep (plugins/database-upkeep.ts)
  // has seen them by the evening they all order: without it, the planner would still take the
  // users table for the near-empty one of the app's start.
  if (process.env.BENCH_NO_UPKEEP !== '1') await database.executeSql('VACUUM (ANALYZE)');
  return {
    base,
    tokens,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
