import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistDetail, CreateChecklistBody } from '../../../../domain/checklists/api';
import { api } from '../../../lib/api-client';

export function useCreateChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChecklistBody) => api.post<ChecklistDetail>('/api/checklists', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['store-day'] }),
  });
}
