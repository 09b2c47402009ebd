export { discountForBilling, recordDiscount, releaseVoucher } from './billing';
