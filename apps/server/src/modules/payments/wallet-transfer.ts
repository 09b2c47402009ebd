import type { Bank } from '@tsa/shared';
import type { Executor } from '../../db/executor';
import { findPaymentSettings } from './settings';
import { bankByBin, vietQrPayload } from './vietqr';

export interface WalletTransfer {
  bank: Bank | null;
  accountNumber: string;
  accountName: string;
  automaticConfirmation: boolean;
  /** The VietQR of `amount` with `content`; null without an amount or a bank account. */
  qrPayload: string | null;
}

/** Where a wallet top-up goes: the shop's own account, the same as an order's transfer. */
export async function walletTransfer(db: Executor, content: string, amount: number | null): Promise<WalletTransfer> {
  const settings = await findPaymentSettings(db);
  const bank = settings ? bankByBin(settings.bankBin) : null;
  return {
    bank,
    accountNumber: settings?.accountNumber ?? '',
    accountName: settings?.accountName ?? '',
    automaticConfirmation: Boolean(settings?.webhookSecret),
    qrPayload:
      bank && settings?.accountNumber && amount
        ? vietQrPayload({ bankBin: settings.bankBin, accountNumber: settings.accountNumber, amount, content })
        : null,
  };
}
