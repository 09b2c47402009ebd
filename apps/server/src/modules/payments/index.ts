/** What other modules may use of payments: the ledger an order's changes settle through, and its read side. */
export { collectCashAtDoor } from './cash-at-door';
export { claimTransfer } from './claim';
export { amountDue, receivePayment, reversePayments, settleAfterWeighing } from './ledger';
export { newOrderPayment, orderPayment } from './order-payment';
export { moneyNotification } from './notify';
export { moneyPublisher } from './publisher';
export { buildReceipt } from './receipt';
export { receiptPdf } from './receipt-pdf';
export { refundToWallet } from './refund';
export { walletTransfer } from './wallet-transfer';
export { assertPaymentMethodAvailable } from './settings';
