import { isoDateFromParts } from '#domain/dates';
import type { AdminStore } from '#domain/stores/api';
import { Card } from '#web/components/ui/card';
import { useFormat, useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';
import { ActiveShiftBadges } from './active-shift-badges';
import { StoreRowActions, type StoreRowActionsProps } from './store-row-actions';

type Actions = Omit<StoreRowActionsProps, 'store'>;

/** The store's creation day in the viewer's own calendar (SPEC: "Created At (local date)"). */
const createdDay = (createdAt: string) => {
  const instant = new Date(createdAt);
  return isoDateFromParts(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
};

const th = 'px-4 py-3 text-start text-sm font-semibold text-slate-700 dark:text-slate-300';

/**
 * SPEC §2 "Store list": a table on wide screens; on a phone each store becomes a card with
 * the same facts, since five columns do not fit 375 px.
 */
export function StoreTable({ stores, ...actions }: { stores: AdminStore[] } & Actions) {
  const t = useT(storesMessages);
  const format = useFormat();
  const createdOn = (createdAt: string) => format.shortDate(createdDay(createdAt));
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full">
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>
              <th scope="col" className={th}>
                {t('storeNumber')}
              </th>
              <th scope="col" className={th}>
                {t('columnName')}
              </th>
              <th scope="col" className={th}>
                {t('columnShifts')}
              </th>
              <th scope="col" className={th}>
                {t('columnCreated')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('columnActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stores.map((store) => (
              <tr
                key={store.id}
                data-testid="store-row"
                className="border-b border-slate-100 last:border-0 dark:border-slate-800"
              >
                <td className="px-4 py-2 font-medium tabular-nums">{store.storeNumber}</td>
                <td className="px-4 py-2 break-words">{store.name}</td>
                <td className="px-4 py-2">
                  <ActiveShiftBadges settings={store.shiftSettings} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap">{createdOn(store.createdAt)}</td>
                <td className="px-2 py-1">
                  <StoreRowActions store={store} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 md:hidden" aria-label={t('storesList')}>
        {stores.map((store) => (
          <li key={store.id} data-testid="store-card">
            <Card className="space-y-2 px-4 py-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{store.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('storeNumber')} <span className="tabular-nums">{store.storeNumber}</span> ·{' '}
                    {t('cardCreated', { date: createdOn(store.createdAt) })}
                  </p>
                </div>
              </div>
              <ActiveShiftBadges settings={store.shiftSettings} />
              <StoreRowActions store={store} {...actions} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
