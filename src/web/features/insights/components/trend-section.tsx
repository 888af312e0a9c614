import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Trend, TrendWeek } from '#domain/insights/api';
import { SideScroll } from '#web/components/ui/side-scroll';
import { useFormat, useT } from '#web/lib/i18n';
import { insightsMessages } from '../messages';

type Measure = 'completion' | 'failuresPerChecklist';

/** The two lines' colours, set per theme on the chart's box (the legend and the table name them). */
const SCOPE_COLOUR = 'var(--chart-scope)';
const MEDIAN_COLOUR = 'var(--chart-median)';
const THEMED =
  '[--chart-median:var(--color-slate-500)] [--chart-scope:var(--color-blue-600)] [--chart-text:var(--color-slate-900)] [--chart-surface:var(--color-white)] dark:[--chart-median:var(--color-slate-400)] dark:[--chart-scope:var(--color-blue-400)] dark:[--chart-text:var(--color-slate-100)] dark:[--chart-surface:var(--color-slate-900)]';

function TrendChart({
  weeks,
  measure,
  title,
  name,
}: {
  weeks: TrendWeek[];
  measure: Measure;
  title: string;
  name: string;
}) {
  const t = useT(insightsMessages);
  const format = useFormat();
  const value = (figure: number | null) =>
    figure === null
      ? '–'
      : measure === 'completion'
        ? format.percent(figure)
        : format.number(figure);
  const data = weeks.map((week) => ({
    week: format.monthDay(week.from),
    scope: week.scope[measure],
    median: week.chainMedian[measure],
  }));
  const last = weeks.at(-1);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <div
        role="img"
        aria-label={t('trendChartLabel', {
          measure: title,
          name,
          date: last ? format.longDate(last.to) : '',
        })}
        className={`h-56 text-slate-600 dark:text-slate-400 ${THEMED}`}
        dir="ltr"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.25} />
            <XAxis
              dataKey="week"
              tick={{ fill: 'currentColor', fontSize: 12 }}
              stroke="currentColor"
              minTickGap={12}
            />
            <YAxis
              tick={{ fill: 'currentColor', fontSize: 12 }}
              stroke="currentColor"
              allowDecimals={measure !== 'completion'}
              domain={measure === 'completion' ? [0, 100] : [0, 'auto']}
              width={44}
            />
            <Tooltip
              formatter={(figure) => value(typeof figure === 'number' ? figure : null)}
              // In the page's own colours, the series' names in its text colour: a light series
              // colour on the tooltip's white was too faint in the dark theme.
              contentStyle={{
                color: 'var(--chart-text)',
                backgroundColor: 'var(--chart-surface)',
                borderColor: 'var(--chart-median)',
              }}
              itemStyle={{ color: 'var(--chart-text)' }}
              labelStyle={{ color: 'var(--chart-text)' }}
            />
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(series) => (
                <span className="text-slate-700 dark:text-slate-300">{series}</span>
              )}
            />
            <Line
              dataKey="scope"
              name={name}
              stroke={SCOPE_COLOUR}
              strokeWidth={2.5}
              connectNulls
              isAnimationActive={false}
            />
            <Line
              dataKey="median"
              name={t('seriesMedian')}
              stroke={MEDIAN_COLOUR}
              strokeWidth={2}
              strokeDasharray="5 4"
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Every figure the charts draw, week by week: what a screen reader or a careful eye reads. */
function TrendTable({ weeks, name }: { weeks: TrendWeek[]; name: string }) {
  const t = useT(insightsMessages);
  const format = useFormat();
  const percent = (figure: number | null) => (figure === null ? '–' : format.percent(figure));
  const number = (figure: number | null) => (figure === null ? '–' : format.number(figure));
  return (
    <details className="mt-4">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-blue-700 dark:text-blue-300">
        {t('figuresTable')}
      </summary>
      <SideScroll label={t('figuresTable')}>
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-2 py-2 text-start font-medium">
                {t('weekColumn')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('checklistsColumn')}
              </th>
              <th
                scope="col"
                className="px-2 py-2 text-end font-medium"
              >{`${t('trendCompletion')}: ${name}`}</th>
              <th
                scope="col"
                className="px-2 py-2 text-end font-medium"
              >{`${t('trendCompletion')}: ${t('seriesMedian')}`}</th>
              <th
                scope="col"
                className="px-2 py-2 text-end font-medium"
              >{`${t('trendFailures')}: ${name}`}</th>
              <th
                scope="col"
                className="px-2 py-2 text-end font-medium"
              >{`${t('trendFailures')}: ${t('seriesMedian')}`}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-800">
            {weeks.map((week) => (
              <tr key={week.from}>
                <th scope="row" className="px-2 py-1.5 text-start font-normal">
                  {format.dateRange(week.from, week.to)}
                </th>
                <td className="px-2 py-1.5 text-end">{format.number(week.checklists)}</td>
                <td className="px-2 py-1.5 text-end">{percent(week.scope.completion)}</td>
                <td className="px-2 py-1.5 text-end">{percent(week.chainMedian.completion)}</td>
                <td className="px-2 py-1.5 text-end">{number(week.scope.failuresPerChecklist)}</td>
                <td className="px-2 py-1.5 text-end">
                  {number(week.chainMedian.failuresPerChecklist)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </SideScroll>
    </details>
  );
}

/** Twelve weeks of the scope against the chain's median store, as two charts and a table. */
export function TrendSection({ trend, name }: { trend: Trend; name: string }) {
  const t = useT(insightsMessages);
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <TrendChart
          weeks={trend.weeks}
          measure="completion"
          title={t('trendCompletion')}
          name={name}
        />
        <TrendChart
          weeks={trend.weeks}
          measure="failuresPerChecklist"
          title={t('trendFailures')}
          name={name}
        />
      </div>
      <TrendTable weeks={trend.weeks} name={name} />
    </>
  );
}
