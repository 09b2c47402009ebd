/**
 * Plans ("gói tháng", "gói học kỳ", issue #34, decision 042). The contract is written with the
 * feature.
 */
export {};
