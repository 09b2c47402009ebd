export { rewardReferrerIfDue } from './reward';
export { claimReferral, hasPendingReferralDiscount, myReferral, type ReferralAmounts } from './service';
export { firstOrderReferral, setReferralOrder } from './repository';
export { referralAmounts } from './amounts';
