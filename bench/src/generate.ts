/**
 * `npx tsx bench/src/generate.ts --database-url postgres://… --orders 100000 [--seed 42] [--reset] [--now ISO]`
 * (or `--pglite <folder>` for the embedded database). See bench/README.md.
 */
import { parseArgs } from 'node:util';
import { buildBenchApp, openMigrated, TARGET_OPTIONS, targetOf } from './bench-app';
import { generate, GENERATED_PASSWORD } from './generator';

const { values } = parseArgs({
  options: {
    ...TARGET_OPTIONS,
    orders: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
    now: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 1) throw new Error('--orders phải là số nguyên dương');
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) throw new Error('--now phải là một thời điểm ISO 8601');

const database = await openMigrated(targetOf(values));
try {
  // The server's own start-up makes sure of the first admin, the catalogue and the regulations.
  await (await buildBenchApp(database)).close();
  console.log(
    `Sinh ${orders.toLocaleString('vi-VN')} đơn (seed ${values.seed}, đến ${now.toISOString()}) vào ${database.kind}…`,
  );
  const summary = await generate(database, {
    orders,
    seed: Number(values.seed),
    now,
    reset: values.reset,
    log: console.log,
  });
  console.log(`Xong sau ${summary.seconds.toFixed(1)} s.`);
  console.table(summary.counts);
  console.log(
    `Nhân viên staff01@tsa.test … staff12@tsa.test, sinh viên sv0001@st.tsa.test …: mật khẩu ${GENERATED_PASSWORD}`,
  );
} finally {
  await database.close();
}
