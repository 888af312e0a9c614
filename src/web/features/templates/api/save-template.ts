import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  templateDetailSchema,
  type CreateTemplateBody,
  type UpdateTemplateBody,
} from '#domain/templates/api';
import { api } from '#web/lib/api-client';
import { templateKeys } from './templates';

const path = (id: string) => `/api/templates/${encodeURIComponent(id)}`;

export function useSaveTemplate(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateBody | UpdateTemplateBody) =>
      id === null
        ? api.post('/api/templates', body, templateDetailSchema)
        : api.put(path(id), body, templateDetailSchema),
    onSuccess: async (saved) => {
      client.setQueryData(templateKeys.detail(saved.id), saved);
      await client.invalidateQueries({ queryKey: ['templates', 'list'] });
      await client.invalidateQueries({ queryKey: ['templates', 'importable'] });
      await client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id)),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: templateKeys.detail(id) });
      return client.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
