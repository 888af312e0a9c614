import ChevronDown from 'lucide-react/icons/chevron-down';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useId, useState } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import { useChecklistHistory } from '../api/get-history';
import { checklistMessages } from '../messages';

/** The audit trail, newest first; fetched only once opened, as most visits never need it. */
export function HistoryCard({ checklistId, timeZone }: { checklistId: string; timeZone: string }) {
  const t = useT(checklistMessages);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useChecklistHistory(checklistId, open);

  return (
    <Card>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-12 w-full items-center gap-2 rounded-xl px-4 py-3 text-start font-semibold hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <History aria-hidden="true" className="h-5 w-5 text-slate-600 dark:text-slate-400" />
          <span className="flex-1">{t('history')}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      {open && (
        <div id={panelId} className="border-t border-slate-200 px-4 py-3 dark:border-slate-800">
          {history.isPending && <Spinner label={t('loadingHistory')} />}
          {history.isError && <Alert tone="error">{history.error.message}</Alert>}
          {history.data && history.data.events.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('noHistory')}</p>
          )}
          {history.data && history.data.events.length > 0 && (
            <ol className="space-y-3" aria-label={t('historyListLabel')}>
              {history.data.events.map((event) => (
                <li key={event.id} className="text-sm" data-testid="history-event">
                  <p className="break-words">{event.summary}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {event.tabletName
                      ? t('byOnTablet', { name: event.userName, tablet: event.tabletName })
                      : event.userName}{' '}
                    · <time dateTime={event.at}>{format.dateTime(event.at, timeZone)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}
