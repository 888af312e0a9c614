import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { startOfWeek } from '#domain/dates';
import type { InsightScope, League, LeagueFigures } from '#domain/insights/api';
import { Button } from '#web/components/ui/button';
import { SideScroll } from '#web/components/ui/side-scroll';
import { useFormat, useT } from '#web/lib/i18n';
import {
  LEAGUE_COLUMNS,
  nextSort,
  sortLeague,
  type LeagueColumn,
  type LeagueSort,
} from '../hooks/sort-league';
import { useOpenStore } from '../hooks/use-open-store';
import { insightsMessages } from '../messages';

type FigureColumn = Exclude<LeagueColumn, 'store'>;

const HEADINGS = {
  completion: 'colCompletion',
  onTime: 'colOnTime',
  failuresPerChecklist: 'colFailures',
  openActions: 'colOpenActions',
  overdueActions: 'colOverdue',
  readingsOutside: 'colReadings',
  recurring: 'colRecurring',
  signOffsMissing: 'colSignOffs',
} as const satisfies Record<FigureColumn, string>;
const FIGURES = LEAGUE_COLUMNS.filter((column): column is FigureColumn => column !== 'store');

/** Where each figure of a store's row leads: the view that lists what it counts. */
function linkOf(column: FigureColumn, scope: InsightScope): string {
  const dates = `from=${scope.from}&to=${scope.to}`;
  switch (column) {
    case 'completion':
    case 'onTime':
      return scope.period === 'week'
        ? `/weekly?week=${scope.from}`
        : `/monthly?month=${scope.from.slice(0, 7)}`;
    case 'failuresPerChecklist':
      return `/actions?status=any&${dates}`;
    case 'openActions':
      return '/actions';
    case 'overdueActions':
      return '/actions?overdue=true';
    case 'recurring':
      return `/actions?status=any&recurring=true&${dates}`;
    case 'readingsOutside':
    case 'signOffsMissing':
      return `/records?week=${startOfWeek(scope.from)}`;
  }
}

function useFigureText() {
  const format = useFormat();
  return (column: FigureColumn, figures: LeagueFigures): string => {
    const value = figures[column];
    if (value === null) return '–';
    if (column === 'completion' || column === 'onTime') return format.percent(value);
    return format.number(value);
  };
}

function SortHeading({
  column,
  label,
  sort,
  onSort,
}: {
  column: LeagueColumn;
  label: string;
  sort: LeagueSort;
  onSort: (column: LeagueColumn) => void;
}) {
  const active = sort.column === column;
  const Arrow = sort.descending ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
      className={
        column === 'store'
          ? 'sticky start-0 z-10 bg-white px-3 py-2 text-start dark:bg-slate-900'
          : 'px-3 py-2 text-end'
      }
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 min-w-11 items-center gap-1 font-medium hover:underline"
      >
        {label}
        {active && <Arrow aria-hidden="true" className="h-4 w-4" />}
      </button>
    </th>
  );
}

function FigureCell({ children }: { children: ReactNode }) {
  return <td className="px-3 py-0.5 text-end tabular-nums">{children}</td>;
}

/** Stores the table shows at first, and each "Show more" adds: a chain's hundreds stay quick. */
export const LEAGUE_PAGE = 25;

/**
 * The league table: a row per store, sortable by any figure (the worst first on a first
 * choice), each non-zero figure a link to what it counts, and the scope's total at the foot.
 * Wider than a phone: it scrolls sideways with the store's name kept in view. A sort orders every
 * store; the first LEAGUE_PAGE of them are shown, and more on asking.
 */
export function LeagueTable({ league }: { league: League }) {
  const t = useT(insightsMessages);
  const text = useFigureText();
  const openStore = useOpenStore();
  const [sort, setSort] = useState<LeagueSort>({ column: 'store', descending: false });
  const [shown, setShown] = useState(LEAGUE_PAGE);
  const rows = sortLeague(league.stores, sort);
  const more = Math.min(LEAGUE_PAGE, rows.length - shown);
  const onSort = (column: LeagueColumn) => setSort(nextSort(sort, column));

  if (league.stores.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{t('noStores')}</p>;
  }
  return (
    <>
      <SideScroll labelledBy="insights-league-title" stickyStart>
        <table className="w-full min-w-[56rem] text-sm">
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <SortHeading column="store" label={t('colStore')} sort={sort} onSort={onSort} />
              {FIGURES.map((column) => (
                <SortHeading
                  key={column}
                  column={column}
                  label={t(HEADINGS[column])}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.slice(0, shown).map((row) => (
              <tr key={row.storeId}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 bg-white px-3 py-2 text-start font-medium dark:bg-slate-900"
                >
                  <span className="block max-w-44 truncate">{row.name}</span>
                  <span className="block max-w-44 truncate text-xs font-normal text-slate-600 dark:text-slate-400">
                    {row.storeNumber} ·{' '}
                    {t('completedOf', { completed: row.completed, checklists: row.checklists })}
                  </span>
                </th>
                {FIGURES.map((column) => (
                  <FigureCell key={column}>
                    {row[column] === null || row[column] === 0 ? (
                      text(column, row)
                    ) : (
                      <Link
                        to={linkOf(column, league.scope)}
                        onClick={() => openStore(row.storeId)}
                        className="inline-flex min-h-11 min-w-11 items-center justify-end font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
                      >
                        {text(column, row)}
                      </Link>
                    )}
                  </FigureCell>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
            <tr>
              <th
                scope="row"
                className="sticky start-0 z-10 bg-white px-3 py-2 text-start dark:bg-slate-900"
              >
                {t('totalRow', { count: league.stores.length })}
              </th>
              {FIGURES.map((column) => (
                <FigureCell key={column}>{text(column, league.total)}</FigureCell>
              ))}
            </tr>
          </tfoot>
        </table>
      </SideScroll>
      {more > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('leagueShown', { shown, count: rows.length })}
          </p>
          <Button variant="secondary" onClick={() => setShown(shown + LEAGUE_PAGE)}>
            {t('leagueMore', { count: more })}
          </Button>
        </div>
      )}
    </>
  );
}
