import type { OrderStatus } from '@tsa/shared';

/** The steps an order spends in the shop, as the staff's tabs show them. */
export const PROCESSING_TABS = ['PICKED_UP', 'WASHING', 'READY'] as const satisfies readonly OrderStatus[];
export type ProcessingStatus = (typeof PROCESSING_TABS)[number];
