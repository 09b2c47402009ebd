/** What other modules may use of the second factor: the sign-in's second step and who owes one. */
export { secondFactorRequired } from './challenge';
export { completeSecondStep, hasSecondFactor } from './service';
export { secondFactorAdminRoutes } from './admin-routes';
export { secondFactorRoutes } from './routes';
