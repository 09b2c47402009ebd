import type { Config } from '../../config';
import type { ReferralAmounts } from './service';

/** What a referral is worth under this server's config; a referral keeps the amounts it was made with. */
export const referralAmounts = (config: Pick<Config, 'REFERRAL_DISCOUNT' | 'REFERRAL_REWARD'>): ReferralAmounts => ({
  discount: config.REFERRAL_DISCOUNT,
  reward: config.REFERRAL_REWARD,
});
