import { personName, type BankTransaction, type Payment, type Role } from '@tsa/shared';
import type { BankTransactionView, PaymentView } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const ref = (person: { id: string; firstName: string; lastName: string; role: Role } | null) =>
  person ? { id: person.id, name: personName(person), role: person.role } : null;

export function presentBankTransaction({ tx, order, matchedBy, walletOwner }: BankTransactionView): BankTransaction {
  return {
    id: tx.id,
    externalId: tx.externalId,
    gateway: tx.gateway,
    transactionDate: tx.transactionDate,
    accountNumber: tx.accountNumber,
    content: tx.content,
    amount: tx.amount,
    referenceCode: tx.referenceCode,
    status: tx.status,
    flag: tx.flag,
    order: order ? { id: order.id, code: order.code } : null,
    wallet: walletOwner ? { userId: walletOwner.id, name: personName(walletOwner) } : null,
    matchedBy: ref(matchedBy),
    matchedAt: iso(tx.matchedAt),
    receivedAt: tx.receivedAt.toISOString(),
  };
}

export function presentPayment({ payment, by, reference, externalId }: PaymentView): Payment {
  return {
    id: payment.id,
    method: payment.method,
    source: payment.source,
    amount: payment.amount,
    receivedAt: payment.receivedAt.toISOString(),
    recordedBy: ref(by),
    bankReference: reference ?? externalId,
    reversedAt: iso(payment.reversedAt),
    reverseReason: payment.reverseReason,
  };
}
