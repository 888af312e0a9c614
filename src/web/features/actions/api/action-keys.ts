// The Actions screens' queries. Kept here rather than in lib/query-keys.ts (the first page's):
// no other screen reads them yet.

export const actionKeys = {
  all: ['actions'] as const,
  lists: ['actions', 'list'] as const,
  /** The first `pages` pages of the list a query asks for. */
  list: (query: string, pages: number) => ['actions', 'list', query, pages] as const,
  detail: (id: string) => ['actions', 'detail', id] as const,
  /** A store's own due times: not under `actions`, which a checklist's change refetches. */
  dueTimes: (storeId: string) => ['action-due-times', storeId] as const,
};
