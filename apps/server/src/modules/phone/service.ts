import { listActiveAdminIds } from '../users';
import { hcmDateOf, hcmInstant, addDays, type PhoneStartResponse } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../db/notify';
import { AppError } from '../../lib/app-error';
import { hmac, randomCode, safeEqual } from '../../lib/crypto';
import { transaction } from '../../lib/outbox';
import type { RequestOrigin } from '../../lib/request-origin';
import { vietnameseMobileE164 } from '../../lib/vietnamese-mobile';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from './limits';
import {
  claimCodeSlot,
  findPhoneCode,
  markBudgetAlerted,
  takeCodeAttempt,
  takeHourlyBudget,
  USED_CODE,
  useCode,
} from './repository';
import { enqueueSms, SMS_QUEUE } from './sms-job';

/** The E.164 form of a Vietnamese mobile number, or 400 `auth/invalid-phone-number`. */
export function mobileNumberOf(input: string): string {
  const e164 = vietnameseMobileE164(input);
  if (!e164) throw new AppError('auth/invalid-phone-number', { fields: { phoneNumber: 'Số điện thoại không hợp lệ' } });
  return e164;
}

/** A code's keyed hash, bound to its number: the same six digits for another number do not match. */
const codeHashOf = (secret: string, phoneNumber: string, code: string) => hmac(secret, `sms:${phoneNumber}:${code}`);

const hourOf = (instant: Date) => new Date(Math.floor(instant.getTime() / 3_600_000) * 3_600_000);

class BudgetSpent extends Error {}

/**
 * Sends a new code to `phoneNumber` (E.164), for signing in (`userId` null) or for proving the
 * number on that account. Against SMS pumping, in this order: the client address's cap, the
 * number's cooldown and daily cap (one atomic upsert), the service's hourly budget (one atomic
 * increment, in the same transaction so a refused budget leaves the number's counters as they
 * were). The answer is the same whether or not the number belongs to an account.
 */
export async function sendPhoneCode(
  app: FastifyInstance,
  phoneNumber: string,
  userId: string | null,
  origin: RequestOrigin,
): Promise<PhoneStartResponse> {
  await app.rateLimiter.consume('smsPerIp', origin.ip);
  const now = new Date();
  const code = randomCode();
  let claimed = false;
  try {
    await app.database.db.transaction(async (tx) => {
      const row = await claimCodeSlot(tx, {
        phoneNumber,
        userId,
        codeHash: codeHashOf(app.tokens.secret, phoneNumber, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        now,
        today: hcmDateOf(now),
        cooldownEdge: new Date(now.getTime() - RESEND_AFTER_SECONDS * 1000),
        dailyCap: app.config.SMS_DAILY_CAP_PER_NUMBER,
      });
      if (!row) return;
      if (!(await takeHourlyBudget(tx, hourOf(now), app.config.SMS_HOURLY_BUDGET))) throw new BudgetSpent();
      await enqueueSms(app, tx, phoneNumber, code, row.lastSentAt);
      claimed = true;
    });
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    await alertBudgetSpent(app, hourOf(now), now);
    throw new AppError('auth/quota-exceeded');
  }
  if (!claimed) throw await refusalFor(app, phoneNumber, now);
  // Someone is holding their phone waiting for this code.
  app.jobs.wake(SMS_QUEUE);
  return {
    message: 'Mã xác thực đã được gửi qua SMS',
    phoneNumber,
    resendAfterSeconds: RESEND_AFTER_SECONDS,
    expiresInSeconds: CODE_TTL_SECONDS,
  };
}

/** Why the number got no code: still in its cooldown, or its day's codes are spent. */
async function refusalFor(app: FastifyInstance, phoneNumber: string, now: Date): Promise<AppError> {
  const row = await findPhoneCode(app.database.db, phoneNumber);
  const cooldownLeft = row ? row.lastSentAt.getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime() : 0;
  if (cooldownLeft > 0) {
    return new AppError('auth/too-many-requests', {
      message: 'Vui lòng đợi một phút trước khi yêu cầu mã mới',
      retryAfterSeconds: Math.max(Math.ceil(cooldownLeft / 1000), 1),
    });
  }
  const tomorrow = hcmInstant(addDays(hcmDateOf(now), 1));
  return new AppError('auth/too-many-requests', {
    message: 'Số điện thoại này đã nhận đủ số mã cho hôm nay. Vui lòng thử lại vào ngày mai hoặc đăng nhập bằng email',
    retryAfterSeconds: Math.max(Math.ceil((tomorrow.getTime() - now.getTime()) / 1000), 1),
  });
}

/**
 * The hour's SMS budget ran out: sending stops until the next hour (maybe someone is pumping SMS
 * through the sign-in). The admins hear of it once per hour: an error line in the log and an
 * in-app notification each.
 */
async function alertBudgetSpent(app: FastifyInstance, hour: Date, now: Date): Promise<void> {
  const db = app.database.db;
  if (!(await markBudgetAlerted(db, hour, now))) return;
  const budget = app.config.SMS_HOURLY_BUDGET;
  app.log.error(
    { hour: hour.toISOString(), budget },
    'SMS hourly budget spent: no more sign-in codes are sent until the next hour (SMS_HOURLY_BUDGET)',
  );
  await transaction(db, app.realtime, async (tx, outbox) => {
    const adminIds = await listActiveAdminIds(tx);
    await notify(
      tx,
      outbox,
      adminIds.map((userId) => ({
        userId,
        type: 'SMS_BUDGET_SPENT',
        title: 'Đã hết hạn mức SMS trong giờ',
        body: `Hệ thống đã gửi ${budget} tin SMS mã xác thực trong giờ này (giới hạn SMS_HOURLY_BUDGET) và tạm ngừng gửi đến hết giờ. Nếu không có đợt đăng nhập đông bất thường, có thể ai đó đang lạm dụng việc gửi mã.`,
        link: null,
      })),
    );
  });
}

/**
 * Checks a code for `phoneNumber`, sent for `userId` (null: for signing in). Every try counts
 * first, atomically (CODE_MAX_ATTEMPTS per code), then the code is compared and used up once.
 */
export async function checkPhoneCode(
  app: FastifyInstance,
  phoneNumber: string,
  code: string,
  userId: string | null,
): Promise<void> {
  const db = app.database.db;
  const row = await takeCodeAttempt(db, phoneNumber, CODE_MAX_ATTEMPTS);
  if (!row) {
    const existing = await findPhoneCode(db, phoneNumber);
    if (!existing || existing.codeHash === USED_CODE || existing.expiresAt.getTime() <= Date.now()) {
      throw new AppError('auth/code-expired');
    }
    throw new AppError('auth/too-many-requests', {
      message: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới',
    });
  }
  if (row.codeHash === USED_CODE || row.expiresAt.getTime() <= Date.now()) throw new AppError('auth/code-expired');
  const matches = safeEqual(row.codeHash, codeHashOf(app.tokens.secret, phoneNumber, code));
  // A code asked from the account page proves the number for that account only, and a sign-in
  // code adds the number to no account.
  if (!matches || row.userId !== userId) throw new AppError('auth/invalid-verification-code');
  if (!(await useCode(db, phoneNumber, row.codeHash))) throw new AppError('auth/code-expired');
}
