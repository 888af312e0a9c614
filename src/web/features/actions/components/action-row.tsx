import { Link } from 'react-router';
import type { Action } from '#domain/actions/api';
import { useActionWords } from '#web/components/actions/action-words';
import { uiMessages } from '#web/components/messages';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { actionsMessages } from '../messages';
import { DueBadge, PriorityBadge, RecurringBadge, StatusBadge } from './action-badges';

/**
 * One action in the list, the whole card a link to it: the item's words, where and when it
 * failed, and who owns it until when.
 */
export function ActionRow({ action, now }: { action: Action; now: Date }) {
  const t = useT(actionsMessages);
  const words = useActionWords();
  const ui = useT(uiMessages);
  const labels = useLabels();
  const format = useFormat();
  return (
    <li>
      <Link
        to={`/actions/${encodeURIComponent(action.id)}`}
        data-testid="action-row"
        className="block rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-blue-400 hover:bg-blue-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500 dark:hover:bg-slate-800"
      >
        <p className="font-semibold break-words text-slate-900 dark:text-slate-100">
          {action.itemTextShown}
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          <span className="me-2 inline-block">
            {ui('storeWithNumber', { name: action.storeName, number: action.storeNumber })}
          </span>
          <span className="inline-block">
            {t('dateShift', {
              date: format.shortDate(action.businessDate),
              shift: labels.shift(action.category),
            })}
          </span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <StatusBadge status={action.status} />
          <PriorityBadge priority={action.priority} />
          <DueBadge action={action} now={now} />
          {action.recurring && <RecurringBadge />}
        </div>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="action-owner">
          {action.owner ? words.owner(action.owner) : t('notAssigned')}
        </p>
      </Link>
    </li>
  );
}
