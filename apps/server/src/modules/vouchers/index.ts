export { discountForBilling, recordDiscount, releaseVoucher } from './billing';
export { findVoucherByCode } from './repository';
export { takeVoucherUses, recordRedemptions } from './redeem';
export { checkVoucherUse } from './rules';
export { billLinesOf } from './check-lines';
