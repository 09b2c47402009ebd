export { planForBilling, returnPlanKg, usePlanKg } from './coverage';
export { buyAwaitingPlanFromWallet } from './awaiting';
export { plansJobPlugin, runPlansDaily } from './daily';
export { plansRoutes } from './routes';
