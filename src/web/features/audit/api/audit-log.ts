import { useQuery, useQueryClient } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage } from '#domain/integrations/audit-api';
import { api } from '#web/lib/api-client';

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: string, pages: number) => ['audit-log', query, pages] as const,
};

function fetchPage(query: string, before: number | null, signal: AbortSignal) {
  const after = before === null ? '' : `&before=${before}`;
  return api.get(`/api/audit-log?${query}${after}`, auditPageSchema, { signal });
}

const joined = (first: AuditPage, more: AuditPage): AuditPage => ({
  entries: [...first.entries, ...more.entries],
  next: more.next,
});

/**
 * GET /api/audit-log?<query>: the first `pages` pages, newest first, each asked for with the
 * cursor the one before gave. "Load more" asks for the next page alone, after the pages shown;
 * read again (coming back to the page) it is read from its start, as the actions list is.
 */
export function useAuditLog(query: string, pages: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: auditKeys.list(query, pages),
    queryFn: async ({ signal }) => {
      const shown = client.getQueryData<AuditPage>(auditKeys.list(query, pages - 1));
      const own = client.getQueryData<AuditPage>(auditKeys.list(query, pages));
      if (shown?.next && !own) return joined(shown, await fetchPage(query, shown.next, signal));
      let page = await fetchPage(query, null, signal);
      for (let more = 1; more < pages && page.next !== null; more += 1) {
        page = joined(page, await fetchPage(query, page.next, signal));
      }
      return page;
    },
    refetchOnWindowFocus: true,
    // Other filters, or more of the log, keep what is shown until their own answer comes.
    placeholderData: (previous) => previous,
  });
}
