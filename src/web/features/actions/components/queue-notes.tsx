import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CloudOff from 'lucide-react/icons/cloud-off';
import { useT } from '#web/lib/i18n';
import { dismissRefusedWrites } from '#web/lib/offline-queue';
import { actionScope } from '../api/action-writes';
import type { ActionWritesState } from '../hooks/use-action-writes';
import { actionsMessages } from '../messages';

/**
 * What the queue holds of this action: steps waiting for signal, and each step the server
 * refused with its reason, until dismissed.
 */
export function QueueNotes({ actionId, writes }: { actionId: string; writes: ActionWritesState }) {
  const t = useT(actionsMessages);
  return (
    <>
      {writes.queued > 0 && (
        <p
          role="status"
          data-testid="action-waiting"
          className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-200"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {writes.problem
            ? t('waiting', { count: writes.queued })
            : t('sending', { count: writes.queued })}
        </p>
      )}
      {writes.refused.length > 0 && (
        <section
          aria-labelledby="action-refused-title"
          data-testid="action-refused"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="action-refused-title" className="flex items-center gap-1.5 font-semibold">
              <AlertCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('refusedTitle', { count: writes.refused.length })}
            </h2>
            <button
              type="button"
              onClick={() => dismissRefusedWrites(actionScope(actionId))}
              className="min-h-11 rounded-md px-2 font-medium underline hover:bg-red-100 dark:hover:bg-red-900"
            >
              {t('dismiss')}
            </button>
          </div>
          <ul className="mt-1 space-y-1">
            {writes.refused.map((refusal) => (
              <li key={refusal.id}>
                <span className="font-medium">{refusal.label}</span>: {refusal.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
