import { personName, type PaymentMethod, type PaymentOptions, type PaymentSettings } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentSettings, users, type PaymentSettingsRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import type { Executor } from '../../db/executor';
import { bankByBin } from './vietqr';

const SHOP = 'shop';

export async function findPaymentSettings(db: Executor): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, SHOP));
  return row;
}

async function presentSettings(db: Executor, row: PaymentSettingsRow | undefined): Promise<PaymentSettings> {
  if (!row) {
    return {
      bank: null,
      accountNumber: '',
      accountName: '',
      webhookSecretSet: false,
      webhookSecretHint: null,
      updatedBy: null,
      updatedAt: null,
    };
  }
  const [by] = row.updatedById ? await db.select().from(users).where(eq(users.id, row.updatedById)) : [];
  return {
    bank: bankByBin(row.bankBin),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    webhookSecretSet: Boolean(row.webhookSecret),
    webhookSecretHint: row.webhookSecret ? `…${row.webhookSecret.slice(-4)}` : null,
    updatedBy: by ? { id: by.id, name: personName(by), role: by.role } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getPaymentSettings(db: Db): Promise<PaymentSettings> {
  return presentSettings(db, await findPaymentSettings(db));
}

/** `PUT /payments/settings` (admins). The secret is kept when the field is absent. */
export async function updatePaymentSettings(
  db: Db,
  actor: UserRow,
  input: { bankBin: string; accountNumber: string; accountName: string; webhookSecret?: string },
  origin: RequestOrigin,
): Promise<PaymentSettings> {
  if (!bankByBin(input.bankBin)) {
    throw new AppError('payments/unknown-bank', { fields: { bankBin: 'Ngân hàng không có trong danh sách VietQR' } });
  }
  const values = {
    bankBin: input.bankBin,
    accountNumber: input.accountNumber,
    accountName: input.accountName,
    updatedById: actor.id,
    updatedAt: new Date(),
    ...(input.webhookSecret === undefined ? {} : { webhookSecret: input.webhookSecret || null }),
  };
  const row = await db.transaction(async (tx) => {
    const before = await findPaymentSettings(tx);
    const [saved] = await tx
      .insert(paymentSettings)
      .values({ id: SHOP, ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: values })
      .returning();
    // Where the money goes: the account itself is kept in the log, the secret only as "changed".
    await recordAuditEvent(tx, {
      action: 'payment.settings-changed',
      actorId: actor.id,
      targetType: 'payment-settings',
      targetId: SHOP,
      origin,
      details: {
        from: before ? { bankBin: before.bankBin, accountNumber: before.accountNumber } : null,
        to: { bankBin: input.bankBin, accountNumber: input.accountNumber, accountName: input.accountName },
        webhookSecretChanged:
          input.webhookSecret !== undefined && input.webhookSecret !== (before?.webhookSecret ?? ''),
      },
    });
    return saved;
  });
  return presentSettings(db, row);
}

/**
 * What the shop's set-up allows: a transfer needs an account in a VietQR bank, automatic
 * confirmation the bank-notification key (without it someone checks every transfer by hand).
 */
function paymentOptionsOf(row: PaymentSettingsRow | undefined): PaymentOptions {
  return {
    bankTransfer: Boolean(row && bankByBin(row.bankBin) && row.accountNumber),
    automaticConfirmation: Boolean(row?.webhookSecret),
  };
}

/** `GET /payments/options` (anyone signed in): what the order forms offer and the dashboard warns about. */
export async function getPaymentOptions(db: Executor): Promise<PaymentOptions> {
  return paymentOptionsOf(await findPaymentSettings(db));
}

/**
 * An order paid by transfer needs the shop's account: refused before the order exists, rather
 * than the student learning after weighing that there is nowhere to send the money.
 */
export async function assertPaymentMethodAvailable(db: Executor, method: PaymentMethod): Promise<void> {
  if (method !== 'BANK_TRANSFER' || (await getPaymentOptions(db)).bankTransfer) return;
  throw new AppError('payments/transfer-unavailable', {
    fields: { paymentMethod: 'Cửa hàng chưa có tài khoản nhận chuyển khoản, vui lòng chọn tiền mặt' },
  });
}
