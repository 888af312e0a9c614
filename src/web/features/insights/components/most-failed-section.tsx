import ChevronDown from 'lucide-react/icons/chevron-down';
import { Link } from 'react-router';
import type { MostFailed } from '#domain/insights/api';
import { Badge } from '#web/components/ui/badge';
import { useT } from '#web/lib/i18n';
import { useOpenStore } from '../hooks/use-open-store';
import { insightsMessages } from '../messages';

/**
 * The items failed most, most first: each opens to the stores that fail it most, each with a
 * link to its latest failure there (its corrective action), marked when it was recurring.
 */
export function MostFailedSection({ list }: { list: MostFailed }) {
  const t = useT(insightsMessages);
  const openStore = useOpenStore();
  if (list.items.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{t('noFailures')}</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800">
      {list.items.map((item) => (
        <li key={item.text}>
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 py-3">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{item.textShown}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <span className="font-semibold text-slate-900 dark:text-slate-100">
                    {t('failuresCount', { count: item.failures })}
                  </span>
                  <span>{t('inStores', { count: item.storeCount })}</span>
                  {item.recurring > 0 && (
                    <Badge tone="orange">{t('recurringCount', { count: item.recurring })}</Badge>
                  )}
                </span>
              </span>
              <ChevronDown
                aria-hidden="true"
                className="mt-1 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="mb-3 space-y-2 ps-2">
              {item.stores.map((store) => (
                <li
                  key={store.storeId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
                >
                  <span className="min-w-0">
                    <span className="font-medium">{store.name}</span>{' '}
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {store.storeNumber} · {t('failuresCount', { count: store.failures })}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    {store.lastRecurring && <Badge tone="orange">{t('recurring')}</Badge>}
                    <Link
                      to={`/actions/${encodeURIComponent(store.lastActionId)}`}
                      onClick={() => openStore(store.storeId)}
                      className="inline-flex min-h-11 items-center text-sm font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
                    >
                      {t('latestFailure')}
                      <span className="sr-only">{`: ${store.name}, ${item.textShown}`}</span>
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}
