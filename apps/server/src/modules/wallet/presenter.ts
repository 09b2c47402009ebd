import { personName, WALLET_ENTRY_KIND_LABELS, type WalletEntry, type Withdrawal } from '@tsa/shared';
import type { EntryView, WithdrawalView } from './repository';

export function presentEntry({ entry, order }: EntryView): WalletEntry {
  return {
    id: String(entry.id),
    kind: entry.kind,
    kindLabel: WALLET_ENTRY_KIND_LABELS[entry.kind],
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    order: order?.id ? { id: order.id, code: order.code } : null,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function presentWithdrawal({ withdrawal, student, handledBy }: WithdrawalView): Withdrawal {
  return {
    id: withdrawal.id,
    student: {
      id: student.id,
      name: personName(student),
      email: student.email,
      phoneNumber: student.phoneNumber ?? null,
    },
    amount: withdrawal.amount,
    bankName: withdrawal.bankName,
    accountNumber: withdrawal.accountNumber,
    accountName: withdrawal.accountName,
    status: withdrawal.status,
    handledBy: handledBy ? { id: handledBy.id, name: personName(handledBy), role: handledBy.role } : null,
    handledAt: withdrawal.handledAt ? withdrawal.handledAt.toISOString() : null,
    note: withdrawal.note,
    createdAt: withdrawal.createdAt.toISOString(),
  };
}
