/** Sign-in with a phone number and an SMS code (issue #33): the routes and the SMS queue's worker. */
export { phoneRoutes } from './routes';
export { smsPlugin } from './sms-job';
