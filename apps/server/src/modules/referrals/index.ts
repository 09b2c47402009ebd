export { rewardReferrerIfDue } from './reward';
