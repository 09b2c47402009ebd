export { planForBilling, returnPlanKg, usePlanKg } from './coverage';
