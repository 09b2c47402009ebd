/**
 * Referrals ("Giới thiệu bạn bè", issue #34, decision 042). The contract is written with the
 * feature.
 */
export {};
