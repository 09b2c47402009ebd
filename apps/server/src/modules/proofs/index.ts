/**
 * What other modules use of the proofs: the floor settings (the reminder job reads the time) and
 * the claim rules the incident reports apply.
 */
export { assertClaimable, payClaimRefund } from './claims';
export { getFloorSettings } from './service';
