export const paymentsQueryKey = ['payments'] as const;
