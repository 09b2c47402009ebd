import type { Bank } from '@tsa/shared';
import { Banks, QRPay, VietQRStatus } from 'vietnam-qr-pay';

/** The NAPAS VietQR banks that can receive a transfer, as the settings form offers them. */
export const VIETQR_BANKS: Bank[] = Banks.filter(
  (bank) => !bank.deprecated && bank.vietQRStatus !== VietQRStatus.NOT_SUPPORTED,
)
  .map((bank) => ({ bin: bank.bin, code: bank.code, shortName: bank.shortName, name: bank.name }))
  .sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi'));

const BY_BIN = new Map(VIETQR_BANKS.map((bank) => [bank.bin, bank]));

export const bankByBin = (bin: string): Bank | null => BY_BIN.get(bin) ?? null;

/**
 * The transfer content for an order: its code without dashes (`TSA2611210001`). Banks drop or
 * replace punctuation in the content, letters and digits survive every bank app.
 */
export const transferContent = (orderCode: string): string => orderCode.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** A dynamic NAPAS 247 VietQR (EMVCo) payload: bank BIN, account, amount in VND, content. */
export function vietQrPayload(input: {
  bankBin: string;
  accountNumber: string;
  amount: number;
  content: string;
}): string {
  return QRPay.initVietQR({
    bankBin: input.bankBin,
    bankNumber: input.accountNumber,
    amount: String(input.amount),
    purpose: input.content,
  }).build();
}

/**
 * The order code (`TSA-YYMMDD-NNNN`) found in a transfer's content, whatever the bank did to it:
 * case changed, spaces or dashes removed or added, a prefix (`MBVCB.1234.`) or a suffix
 * (`chuyen tien`) around it. Null when there is none.
 */
export function orderCodeIn(content: string): string | null {
  const compact = content.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const match = /TSA(\d{6})(\d{4})/.exec(compact);
  return match ? `TSA-${match[1]}-${match[2]}` : null;
}
