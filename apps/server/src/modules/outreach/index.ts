/** What other modules may use of outreach: forgetting a device's or a user's push subscriptions. */
export { removeSubscription, removeUserSubscriptions } from './subscriptions';
