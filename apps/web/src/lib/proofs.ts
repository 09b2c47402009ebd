import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerProofInput, GarmentKind, OrderProof, ProofStage } from '@tsa/shared';
import { useEffect } from 'react';
import { apiRequest, refreshAccessToken } from '@/lib/api-client';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-error';
import { queryRoots } from '@/lib/query-keys';
import { getAccessToken } from '@/lib/session';

/**
 * Proof at pickup and weighing (decision 043): the student's order detail, the staff's pickup
 * and weighing, and the admin's claims all read an order's proofs, so their calls live here.
 * The keys hang under the orders' root: an `order:updated` refreshes them with the order.
 */
const orderProofsKey = (orderId: string) => [...queryRoots.orders, 'proofs', orderId] as const;
export const garmentKindsKey = [...queryRoots.orders, 'garment-kinds'] as const;

export function useOrderProofs(orderId: string, enabled = true) {
  return useQuery({
    queryKey: orderProofsKey(orderId),
    queryFn: ({ signal }) => apiRequest<OrderProof[]>('GET', `/orders/${orderId}/proofs`, { signal }),
    enabled,
  });
}

export function useGarmentKinds() {
  return useQuery({
    queryKey: garmentKindsKey,
    queryFn: ({ signal }) => apiRequest<GarmentKind[]>('GET', '/garment-kinds', { signal }),
    staleTime: 10 * 60_000,
  });
}

interface NewProof {
  orderId: string;
  stage: ProofStage;
  items: { kind: string; count: number }[];
  weightKg?: number | null;
  photo: File;
}

/** `POST /orders/{id}/proofs` as multipart/form-data: the fields and one `photo`. */
function recordProof({ orderId, stage, items, weightKg, photo }: NewProof): Promise<OrderProof> {
  const form = new FormData();
  form.append('stage', stage);
  form.append('items', JSON.stringify(items));
  if (weightKg !== undefined && weightKg !== null) form.append('weightKg', String(weightKg));
  form.append('photo', photo, photo.name);
  return apiRequest<OrderProof>('POST', `/orders/${orderId}/proofs`, { body: form, idempotent: true });
}

export function useRecordProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordProof,
    // Never queued while offline: a photo is sent now or the staff are told it was not.
    networkMode: 'always',
    retry: false,
    onSuccess: (_proof, input) => queryClient.invalidateQueries({ queryKey: orderProofsKey(input.orderId) }),
  });
}

export function useAnswerProof(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, ...body }: AnswerProofInput & { stage: ProofStage }) =>
      apiRequest<OrderProof>('POST', `/orders/${orderId}/proofs/${stage}/answer`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}

async function fetchWithBearer(url: string, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal });
}

/** A proof's photo (served to the order's student, staff and admins only) as an object URL. */
export function useProofPhotoUrl(url: string) {
  const query = useQuery({
    queryKey: [...queryRoots.orders, 'proof-photo', url] as const,
    queryFn: async ({ signal }) => {
      let response = await fetchWithBearer(url, signal);
      if (response.status === 401 && (await refreshAccessToken())) response = await fetchWithBearer(url, signal);
      if (!response.ok) throw new ApiError(response.status, `http/${response.status}`, FALLBACK_ERROR_MESSAGE);
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  const objectUrl = query.data;
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return query;
}
