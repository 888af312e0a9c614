import { useQuery, useQueryClient } from '@tanstack/react-query';
import { actionDetailSchema, actionListSchema, type ActionList } from '#domain/actions/api';
import { api } from '#web/lib/api-client';
import { actionKeys } from './action-keys';
import { actionPath } from './action-writes';

function fetchPage(query: string, cursor: string | null, signal: AbortSignal) {
  const after = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
  return api.get(`/api/actions?${query}${after}`, actionListSchema, { signal });
}

const joined = (first: ActionList, more: ActionList): ActionList => ({
  actions: [...first.actions, ...more.actions],
  next: more.next,
});

/**
 * GET /api/actions?<query>: the list's first `pages` pages, what is due first, each asked for
 * with the cursor the one before gave. "Load more" asks for the next page alone, after the pages
 * shown; the list read again (a refresh, a step taken) is read from its start. TanStack's
 * infinite query would do the same, but its code would join the first page's bundle.
 * Failures keep arriving while shifts run: someone else's change in a checklist refetches the
 * list (lib/live-affected.ts), as does coming back to the page.
 */
export function useActionList(query: string, pages: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: actionKeys.list(query, pages),
    queryFn: async ({ signal }) => {
      const shown = client.getQueryData<ActionList>(actionKeys.list(query, pages - 1));
      const own = client.getQueryData<ActionList>(actionKeys.list(query, pages));
      if (shown?.next && !own) return joined(shown, await fetchPage(query, shown.next, signal));
      let list = await fetchPage(query, null, signal);
      for (let page = 1; page < pages && list.next !== null; page += 1) {
        list = joined(list, await fetchPage(query, list.next, signal));
      }
      return list;
    },
    refetchOnWindowFocus: true,
    // Another filter, or more of the list, keeps what is shown until its own answer comes.
    placeholderData: (previous) => previous,
  });
}

/** GET /api/actions/:actionId: the action, the item's earlier failures, the store's people. */
export function useActionDetail(actionId: string) {
  return useQuery({
    queryKey: actionKeys.detail(actionId),
    queryFn: ({ signal }) => api.get(actionPath(actionId), actionDetailSchema, { signal }),
    refetchOnWindowFocus: true,
  });
}
