export { planForBilling, returnPlanKg, usePlanKg } from './coverage';
export { buyAwaitingPlanFromWallet } from './awaiting';
