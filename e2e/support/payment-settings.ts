/**
 * The shop's bank account and bank-notification secret. They are one setting for the whole
 * server and files run in parallel, so every file that needs them puts these same values: a
 * file's own secret would break another file's bank notification mid-journey.
 */
export const PAYMENT_SETTINGS = {
  bankBin: '970436',
  accountNumber: '0071000123456',
  accountName: 'Giặt sấy TSA',
  webhookSecret: 'e2e-webhook-khoa-bi-mat-2026',
} as const;
