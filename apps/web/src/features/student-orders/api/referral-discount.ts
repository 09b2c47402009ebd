import { useQuery } from '@tanstack/react-query';
import type { MyReferral } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * What the student's first order gets off for the friend's code they signed up with
 * ("Ưu đãi giới thiệu"), from GET /api/referrals/me; 0 when there is none (or it was used).
 */
export function useReferralDiscount(): number {
  const referral = useQuery({
    queryKey: ['referrals', 'me'],
    queryFn: ({ signal }) => apiRequest<MyReferral>('GET', '/referrals/me', { signal }),
    retry: false,
    staleTime: 60_000,
  });
  const data = referral.data;
  return data?.referredBy?.status === 'PENDING' && !data.referredBy.discountUsed ? data.refereeDiscount : 0;
}
