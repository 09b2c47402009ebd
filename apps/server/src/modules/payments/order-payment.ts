import type { OrderPayment, TransferInstructions } from '@tsa/shared';
import type { OrderRow, PaymentSettingsRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { flagAgainstEstimate } from './estimate-check';
import { amountDue } from './ledger';
import { presentPayment } from './presenter';
import { listPaymentsOfOrder } from './repository';
import { findPaymentSettings } from './settings';
import { bankByBin, transferContent, vietQrPayload } from './vietqr';

/**
 * How to pay an order by transfer. The QR code carries an amount only once it is final (after
 * weighing): a code for the estimate would be paid and then be wrong (docs/decisions/015).
 */
function transferInstructions(order: OrderRow, settings: PaymentSettingsRow | undefined): TransferInstructions | null {
  if (order.paymentMethod !== 'BANK_TRANSFER' || order.status === 'CANCELLED') return null;
  const bank = settings ? bankByBin(settings.bankBin) : null;
  const estimated = order.finalTotal === null;
  const amount = Math.max(amountDue(order), 0);
  const content = transferContent(order.code);
  const payable = Boolean(bank && settings) && !estimated && amount > 0 && order.paymentStatus !== 'PAID';
  return {
    bank,
    accountNumber: settings?.accountNumber ?? '',
    accountName: settings?.accountName ?? '',
    amount,
    estimated,
    content,
    qrPayload: payable
      ? vietQrPayload({ bankBin: settings!.bankBin, accountNumber: settings!.accountNumber, amount, content })
      : null,
    automaticConfirmation: Boolean(settings?.webhookSecret),
  };
}

/** The `payment` block of an order's detail. */
export async function orderPayment(db: Executor, order: OrderRow): Promise<OrderPayment> {
  const [rows, settings] = await Promise.all([listPaymentsOfOrder(db, order.id), findPaymentSettings(db)]);
  return paymentBlock(order, rows, settings);
}

/**
 * The `payment` block of an order just placed: nothing can have been paid on it yet, and only a
 * transfer needs the shop's bank account.
 */
export async function newOrderPayment(db: Executor, order: OrderRow): Promise<OrderPayment> {
  const settings = order.paymentMethod === 'BANK_TRANSFER' ? await findPaymentSettings(db) : undefined;
  return paymentBlock(order, [], settings);
}

function paymentBlock(
  order: OrderRow,
  rows: Awaited<ReturnType<typeof listPaymentsOfOrder>>,
  settings: PaymentSettingsRow | undefined,
): OrderPayment {
  const due = amountDue(order);
  const flag =
    order.finalTotal === null
      ? flagAgainstEstimate(order, order.paidAmount)
      : order.paidAmount === 0
        ? null
        : due > 0
          ? 'PARTIAL'
          : due < 0
            ? 'OVERPAID'
            : null;
  return {
    paidAmount: order.paidAmount,
    due,
    flag,
    transferClaimedAt: order.transferClaimedAt ? order.transferClaimedAt.toISOString() : null,
    payments: rows.map(presentPayment),
    transfer: transferInstructions(order, settings),
  };
}
