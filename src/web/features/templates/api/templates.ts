import { useQuery } from '@tanstack/react-query';
import { viewableStoresSchema } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { templateDetailSchema, templateListSchema } from '#domain/templates/api';
import { api } from '#web/lib/api-client';

export const templateKeys = {
  all: ['templates'] as const,
  list: (filters: TemplateFilters) => ['templates', 'list', filters] as const,
  importable: (category: ShiftCategory) => ['templates', 'importable', category] as const,
  detail: (id: string) => ['templates', 'detail', id] as const,
  stores: ['templates', 'stores'] as const,
};

export interface TemplateFilters {
  search: string;
  category: ShiftCategory | '';
  storeId: string;
}

function listPath(params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const text = query.toString();
  return text ? `/api/templates?${text}` : '/api/templates';
}

/** GET /api/templates: what the person may see, filtered on the server. */
export function useTemplates(filters: TemplateFilters) {
  return useQuery({
    queryKey: templateKeys.list(filters),
    queryFn: () =>
      api.get(
        listPath({
          search: filters.search.trim(),
          category: filters.category,
          storeId: filters.storeId,
        }),
        templateListSchema,
      ),
    placeholderData: (previous) => previous,
  });
}

/** The import dialog's choices: global and default templates of one category. */
export function useImportableTemplates(category: ShiftCategory, enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.importable(category),
    queryFn: () => api.get(listPath({ category, scope: 'global' }), templateListSchema),
    enabled,
  });
}

export const fetchTemplate = (id: string) =>
  api.get(`/api/templates/${encodeURIComponent(id)}`, templateDetailSchema);

export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: () => fetchTemplate(id ?? ''),
    enabled: id !== null,
    // The form edits its own copy; a refetch must not reset what the person typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** The stores a template can belong to, with their shifts (overnight or not). */
export function useTemplateStores() {
  return useQuery({
    queryKey: templateKeys.stores,
    queryFn: () => api.get('/api/stores', viewableStoresSchema),
    select: (data) =>
      [...data.stores].sort((a, b) =>
        a.storeNumber.localeCompare(b.storeNumber, 'en', { numeric: true }),
      ),
    staleTime: 60_000,
  });
}
