import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema';
import { testAdmin } from '../../test/factories';
import { realTimersOnceSettled } from '../../test/queue-settled';
import { startEsmsStandIn } from '../../test/sms-stand-ins';
import { createTestApp } from '../../test/test-app';
import { codeSentTo, esmsEnv, freshNumber, startCode, type EsmsStandIn } from './phone-test-kit';

const BUDGET = 2;
const HOUR = 3_600_000;

describe('the hourly SMS budget', () => {
  let app: FastifyInstance;
  let esms: EsmsStandIn;
  const logLines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    esms = await startEsmsStandIn();
    app = await createTestApp({
      env: esmsEnv(esms, { SMS_HOURLY_BUDGET: String(BUDGET), LOG_LEVEL: 'error' }),
      logStream: { write: (line) => logLines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
  });
  afterAll(async () => {
    await app.close();
    await esms.close();
  });
  afterEach(() => realTimersOnceSettled(app, 'sms'));

  it('stops sending once the hour has sent its budget, alerts the admins once, and sends again the next hour', async () => {
    // Five minutes into a clock hour, so the whole test stays in one.
    const hourStart = Math.ceil(Date.now() / HOUR) * HOUR;
    vi.useFakeTimers({ toFake: ['Date'], now: hourStart + 5 * 60_000 });
    const sent = [freshNumber(), freshNumber()];
    for (const number of sent) expect((await startCode(app, number.typed)).statusCode).toBe(202);
    for (const number of sent) await codeSentTo(esms, number.esms);

    const refused = [freshNumber(), freshNumber(), freshNumber()];
    for (const number of refused) {
      const response = await startCode(app, number.typed);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('auth/quota-exceeded');
    }

    const admin = await testAdmin(app);
    const alerts = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'SMS_BUDGET_SPENT')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toBe('Đã hết hạn mức SMS trong giờ');
    expect(logLines.filter((line) => line.level === 50 && line.msg.includes('SMS hourly budget spent'))).toHaveLength(
      1,
    );

    // A refused number was not charged its cooldown: it gets its code in the next hour.
    vi.setSystemTime(hourStart + HOUR + 60_000);
    expect((await startCode(app, refused[0]!.typed)).statusCode).toBe(202);
    await codeSentTo(esms, refused[0]!.esms);
    expect(esms.messagesTo(refused[1]!.esms)).toHaveLength(0);
  });
});
