import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshAccessToken } from '@/lib/api-client';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-error';
import { queryRoots } from '@/lib/query-keys';
import { getAccessToken } from '@/lib/session';

async function fetchWithBearer(url: string, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal });
}

/**
 * A report photo (`/api/reports/{id}/photos/{photoId}`), served only to its student and to
 * administrators, so it is fetched with the bearer header and shown from a blob URL
 * (decision 005). An expired token is refreshed once.
 */
export async function getReportPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  let response = await fetchWithBearer(url, signal);
  if (response.status === 401 && (await refreshAccessToken())) response = await fetchWithBearer(url, signal);
  if (!response.ok) throw new ApiError(response.status, `http/${response.status}`, FALLBACK_ERROR_MESSAGE);
  return response.blob();
}

/** The photo as an object URL, released when no longer shown. */
export function useReportPhotoUrl(url: string) {
  const query = useQuery({
    queryKey: [...queryRoots.reports, 'photo', url] as const,
    queryFn: async ({ signal }) => URL.createObjectURL(await getReportPhoto(url, signal)),
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
