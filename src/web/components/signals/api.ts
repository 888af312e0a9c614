import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recordSignalSchema,
  recordSignalsSchema,
  signalSettingsSchema,
  type SignalThresholds,
} from '#domain/signals/api';
import { api } from '#web/lib/api-client';

export const signalKeys = {
  all: ['signals'] as const,
  checklist: (id: string) => ['signals', 'checklist', id] as const,
  scope: (search: string) => ['signals', 'scope', search] as const,
  settings: ['signals', 'settings'] as const,
};

/** GET /api/checklists/:id/signals: looked at afresh each time the page opens. */
export function useChecklistSignals(checklistId: string) {
  return useQuery({
    queryKey: signalKeys.checklist(checklistId),
    queryFn: ({ signal }) =>
      api.get(`/api/checklists/${encodeURIComponent(checklistId)}/signals`, recordSignalsSchema, {
        signal,
      }),
  });
}

/** GET /api/insights/signals for the scope and period Insights shows (its query string). */
export function useScopeSignals(search: string) {
  return useQuery({
    queryKey: signalKeys.scope(search),
    queryFn: ({ signal }) =>
      api.get(`/api/insights/signals?${search}`, recordSignalsSchema, { signal }),
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });
}

const explanationPath = (id: string) => `/api/signals/${encodeURIComponent(id)}/explanation`;

/** PUT (a note) or DELETE (null) /api/signals/:id/explanation. */
export function useExplainSignal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string | null }) =>
      note === null
        ? api.delete(explanationPath(id)).then(() => null)
        : api.put(explanationPath(id), { note }, recordSignalSchema),
    onSettled: () => client.invalidateQueries({ queryKey: signalKeys.all }),
  });
}

export function useSignalSettings(enabled: boolean) {
  return useQuery({
    queryKey: signalKeys.settings,
    queryFn: ({ signal }) => api.get('/api/signal-settings', signalSettingsSchema, { signal }),
    enabled,
  });
}

export function useSaveSignalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (thresholds: SignalThresholds) =>
      api.put('/api/signal-settings', thresholds, signalSettingsSchema),
    onSuccess: (saved) => client.setQueryData(signalKeys.settings, saved),
  });
}
