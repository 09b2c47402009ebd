/**
 * Every cached task list hangs under ['deliveries']; assigning also changes orders (a pending
 * order is confirmed), whose caches hang under ['orders'].
 */
export const deliveriesRootKey = ['deliveries'] as const;
export const ordersRootKey = ['orders'] as const;
