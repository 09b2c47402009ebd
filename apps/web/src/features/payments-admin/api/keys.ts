import { queryRoots } from '@/lib/query-keys';

export const paymentsQueryKey = queryRoots.payments;
