import { useId } from 'react';
import type { DayFailure } from '#domain/checklists/api';
import { ActionBriefLink } from '#web/components/actions/action-brief-link';
import { actionBriefMessages } from '#web/components/actions/messages';
import { useT } from '#web/lib/i18n';

/** How many of a checklist's failures its card lists; the checklist has the rest. */
export const FAILURES_SHOWN = 3;

/**
 * A checklist's failures on its shift card, each with its corrective action's owner, due time
 * and status: those still to do first, the soonest due first (as the day's answer orders them).
 */
export function ShiftFailures({
  failures,
  timeZone,
}: {
  failures: readonly DayFailure[];
  timeZone: string;
}) {
  const t = useT(actionBriefMessages);
  const headingId = useId();
  if (failures.length === 0) return null;
  const shown = failures.slice(0, FAILURES_SHOWN);
  const more = failures.length - shown.length;
  return (
    <section aria-labelledby={headingId} data-testid="shift-failures">
      <h3 id={headingId} className="mb-1.5 text-sm font-semibold">
        {t('failuresHeading', { count: failures.length })}
      </h3>
      <ul className="space-y-2">
        {shown.map((failure) => (
          <li key={failure.action.id}>
            <ActionBriefLink
              brief={failure.action}
              timeZone={timeZone}
              heading={failure.itemText}
              priority={failure.priority}
            />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {t('moreFailures', { count: more })}
        </p>
      )}
    </section>
  );
}
