import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Catches a statement sent on the database itself (`db`) from inside one of its own transactions
 * (`db.transaction(async (tx) => { … await db.select() … })`), the mistake of passing `db` where
 * `tx` was meant. On the embedded database, one connection, that statement waits for the
 * transaction, which waits for it: the request hangs for good, and every later statement behind
 * it. On PostgreSQL it works, on a second connection and outside the transaction, so the tests
 * there would never tell. Checked in development and tests only (NODE_ENV development or test,
 * decision 037): on Node 20, AsyncLocalStorage costs every promise of the process a little.
 */
export const checkingTransactions = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

interface OpenTransaction {
  /** The database the transaction belongs to (the PGlite thread, the pg pool). */
  owner: object;
  open: boolean;
}
const current = new AsyncLocalStorage<OpenTransaction>();

/** Runs a transaction's callback, marked as inside a transaction of `owner` until it returns. */
export function insideTransaction<T>(owner: object, work: () => Promise<T>): Promise<T> {
  if (!checkingTransactions) return work();
  const transaction: OpenTransaction = { owner, open: true };
  return current.run(transaction, async () => {
    try {
      return await work();
    } finally {
      transaction.open = false;
    }
  });
}

/** Throws when a statement goes to `owner` itself from inside one of its open transactions. */
export function refuseOutsideTransaction(owner: object, statement: string): void {
  if (!checkingTransactions) return;
  const transaction = current.getStore();
  if (!transaction?.open || transaction.owner !== owner) return;
  throw new Error(
    `Câu lệnh gửi lên \`db\` từ bên trong \`db.transaction(…)\` của chính nó: hãy dùng \`tx\` của giao dịch. ` +
      `Trên cơ sở dữ liệu nhúng (một kết nối), câu lệnh này chờ giao dịch mãi mãi. Câu lệnh: ${statement.slice(0, 120)}`,
  );
}
