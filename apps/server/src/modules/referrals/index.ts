export { rewardReferrerIfDue } from './reward';
export { claimReferral, hasPendingReferralDiscount } from './service';
export { firstOrderReferral, setReferralOrder } from './repository';
export { referralAmounts } from './amounts';
