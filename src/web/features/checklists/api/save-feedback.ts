import { useCallback } from 'react';
import { useCurrentUser } from '#web/lib/current-user';
import { checklistPath, enqueueChecklistWrite } from './pending-write';
import { feedbackLabel } from './write-labels';

/**
 * PUT /api/checklists/:id/feedback — the whole text, trimmed. The author shown until the server
 * answers is whoever keeps it: the existing author for an edit, the current user otherwise.
 */
export function useSaveFeedback(checklistId: string) {
  const user = useCurrentUser();
  return useCallback(
    (text: string, keepAuthor: { userId: string | null; userName: string } | null) => {
      const trimmed = text.trim();
      const author = keepAuthor ?? { userId: user.id, userName: user.displayName || user.email };
      return enqueueChecklistWrite(
        checklistId,
        { kind: 'feedback', text: trimmed, ...author },
        {
          label: feedbackLabel(),
          method: 'PUT',
          path: checklistPath(checklistId, 'feedback'),
          body: { text: trimmed },
          coalesceKey: `${checklistId}:feedback`,
        },
      );
    },
    [checklistId, user.id, user.displayName, user.email],
  );
}
