import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '#domain/dates';
import {
  recordsSchema,
  reviewSchema,
  signOffSchema,
  type ReviewBody,
  type SignOffBody,
} from '#domain/records/api';
import { api } from '#web/lib/api-client';
import { checklistKeys, recordsKeys, storeDayKeys } from '#web/lib/query-keys';

/** Readings keep arriving while shifts run: the manager's log follows them. */
export const RECORDS_REFRESH_MS = 30_000;

/** GET /api/stores/:storeId/records?from=&to=: the store's readings and signatures. */
export function useRecords(storeId: string | null, from: IsoDate | null, to: IsoDate | null) {
  return useQuery({
    queryKey: recordsKeys.period(storeId ?? '', from, to),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (from) params.set('from', from);
      if (to) params.set('to', to);
      return api.get(`/api/stores/${storeId ?? ''}/records?${params.toString()}`, recordsSchema, {
        signal,
      });
    },
    enabled: storeId !== null,
    refetchInterval: RECORDS_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === storeId ? previous : undefined,
  });
}

/**
 * Signing a day and writing the review are asked online and answered at once, not queued: a
 * signature is a statement made now, which the person should see taken (or refused) there.
 */
export function useSignOff(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignOffBody) =>
      api.post(`/api/stores/${storeId}/sign-offs`, body, signOffSchema),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.all }),
        client.invalidateQueries({ queryKey: storeDayKeys.all }),
        client.invalidateQueries({ queryKey: checklistKeys.all }),
      ]),
  });
}

export function useReview(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      api.post(`/api/stores/${storeId}/reviews`, body, reviewSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.all }),
  });
}
