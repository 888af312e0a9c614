import type { AdminStore } from '#domain/stores/api';
import { Card } from '#web/components/ui/card';
import { ActiveShiftBadges } from './active-shift-badges';
import { StoreRowActions, type StoreRowActionsProps } from './store-row-actions';

type Actions = Omit<StoreRowActionsProps, 'store'>;

/** The store's creation day in the viewer's own calendar (SPEC: "Created At (local date)"). */
export const createdOn = (createdAt: string) =>
  new Date(createdAt).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

const th = 'px-4 py-3 text-left text-sm font-semibold text-slate-700 dark:text-slate-300';

/**
 * SPEC §2 "Store list": a table on wide screens; on a phone each store becomes a card with
 * the same facts, since five columns do not fit 375 px.
 */
export function StoreTable({ stores, ...actions }: { stores: AdminStore[] } & Actions) {
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full">
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>
              <th scope="col" className={th}>
                Store Number
              </th>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Active Shifts
              </th>
              <th scope="col" className={th}>
                Created At
              </th>
              <th scope="col" className={`${th} text-right`}>
                Actions
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
      <ul className="space-y-3 md:hidden" aria-label="Stores">
        {stores.map((store) => (
          <li key={store.id} data-testid="store-card">
            <Card className="space-y-2 px-4 py-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{store.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Store Number <span className="tabular-nums">{store.storeNumber}</span> · Created{' '}
                    {createdOn(store.createdAt)}
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
