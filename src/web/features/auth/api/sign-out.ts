import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, signingOutWith } from '#web/lib/api-client';
import { announceSessionChange, setQueueUser } from '#web/lib/offline-queue';
import { forgetOfflineData } from '#web/lib/service-worker';
import { ALL_STORES_STORAGE_KEY, SELECTED_STORE_STORAGE_KEY } from '#web/lib/selected-store';
import { sessionQueryKey } from './session';

/** Keys in browser storage that belong to the signed-in person and go with them. */
export const PER_USER_STORAGE_KEYS = [SELECTED_STORE_STORAGE_KEY, ALL_STORES_STORAGE_KEY];

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    // Reads in flight are called off first: one the server answered after the sign-out would
    // come back 401, as if the session had ended by itself.
    onMutate: () => client.cancelQueries(),
    mutationFn: () => signingOutWith(() => api.post('/api/auth/sign-out')),
    onSettled: () => {
      // Signed out on purpose: the guard shows the sign-in screen, not the session-ended dialog.
      setQueueUser(null);
      announceSessionChange();
      forgetOfflineData();
      for (const key of PER_USER_STORAGE_KEYS) window.localStorage.removeItem(key);
      // Setting the session (rather than clearing the cache) tells its observers, so the
      // sign-in guard swaps the shell for the sign-in screen; everything else is dropped.
      client.setQueryData(sessionQueryKey, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
