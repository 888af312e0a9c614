import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionDueMinutes } from '#domain/actions/api';
import { storeActionDueSchema } from '#domain/stores/api';
import { api } from '#web/lib/api-client';
import { actionKeys } from './action-keys';

const dueTimesPath = (storeId: string) =>
  `/api/stores/${encodeURIComponent(storeId)}/action-due-minutes`;

/** GET /api/stores/:storeId/action-due-minutes: null while the store follows the defaults. */
export function useStoreDueTimes(storeId: string) {
  return useQuery({
    queryKey: actionKeys.dueTimes(storeId),
    queryFn: ({ signal }) => api.get(dueTimesPath(storeId), storeActionDueSchema, { signal }),
  });
}

/**
 * PUT /api/stores/:storeId/action-due-minutes. A settings form, sent while the page is open
 * (as the store form is): a refusal or no signal is shown on the form, and the values entered
 * stay there to send again.
 */
export function useSaveStoreDueTimes(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (actionDueMinutes: ActionDueMinutes | null) =>
      api.put(dueTimesPath(storeId), { actionDueMinutes }, storeActionDueSchema),
    onSuccess: (saved) => client.setQueryData(actionKeys.dueTimes(storeId), saved),
  });
}
