/**
 * The student's wallet (ví TSA, issue #34, decision 042): balance, top-up by VietQR, statement,
 * withdrawals, admin adjustments. The contract is written with the feature.
 */
export {};
