export { planForBilling, returnPlanKg, usePlanKg } from './coverage';
export { buyAwaitingPlanFromWallet } from './awaiting';
export { bringUpToDate } from './up-to-date';
export { plansJobPlugin, runPlansDaily } from './daily';
export { plansRoutes } from './routes';
