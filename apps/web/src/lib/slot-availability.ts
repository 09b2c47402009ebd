import type { PickupSlot, SlotAvailability } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/** How often the places left are asked again while a form is open: other students book too. */
const REFRESH_MS = 15_000;

/** GET /api/slots: the places left in each window of `date` for `buildingId` (the student's own when absent). */
export async function getSlotAvailability(
  date: string,
  buildingId: string | undefined,
  signal?: AbortSignal,
  orderId?: string,
): Promise<SlotAvailability[]> {
  const list = await apiRequest<SlotAvailability[] | null>('GET', '/slots', {
    signal,
    query: { date, ...(buildingId ? { buildingId } : {}), ...(orderId ? { orderId } : {}) },
  });
  return Array.isArray(list) ? list : [];
}

/**
 * Under the orders root, so every order event the realtime provider hears refreshes it too;
 * the interval covers other students' bookings, which are not pushed to this viewer.
 */
export function useSlotAvailability(
  date: string,
  buildingId: string | undefined,
  enabled = true,
  /** An order moving its own visit: its current place counts as free. */
  orderId?: string,
) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'slots', date, buildingId ?? 'own', orderId ?? ''] as const,
    queryFn: ({ signal }) => getSlotAvailability(date, buildingId, signal, orderId),
    enabled: enabled && Boolean(date),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The availability of each window, by slot. */
export function bySlot(list: SlotAvailability[] | undefined): Partial<Record<PickupSlot, SlotAvailability>> {
  return Object.fromEntries((list ?? []).map((entry) => [entry.slot, entry]));
}
