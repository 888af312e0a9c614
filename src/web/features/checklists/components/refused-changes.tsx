import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { useT } from '#web/lib/i18n';
import type { RefusedWrite } from '#web/lib/offline-queue';
import { checklistMessages } from '../messages';

/**
 * Under the save status: each change the server refused for good, and why, so the leader knows
 * exactly which tick did not land and can make it again once the cause is fixed.
 */
export function RefusedChanges({
  refused,
  onDismiss,
}: {
  refused: readonly RefusedWrite[];
  onDismiss: () => void;
}) {
  const t = useT(checklistMessages);
  if (refused.length === 0) return null;
  return (
    <section
      aria-labelledby="refused-changes-title"
      data-testid="refused-changes"
      className="mx-2 mb-1 max-h-32 overflow-y-auto rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="refused-changes-title" className="flex items-center gap-1.5 font-semibold">
          <AlertCircle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {t('refusedTitle', { count: refused.length })}
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 min-h-8 rounded-md px-2 font-medium underline hover:bg-red-100 dark:hover:bg-red-900"
        >
          {t('dismiss')}
        </button>
      </div>
      <ul className="mt-1 space-y-0.5">
        {refused.map((refusal) => (
          <li key={refusal.id}>
            <span className="font-medium">{refusal.label}</span>: {refusal.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
