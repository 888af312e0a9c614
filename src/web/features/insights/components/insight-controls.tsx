import { addDays, addMonths, monthOf, startOfWeek } from '#domain/dates';
import type { InsightScope } from '#domain/insights/api';
import { useAllStoresLabel } from '#web/components/stores/all-stores-label';
import { PeriodNavigator } from '#web/components/ui/period-navigator';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { useAreaList } from '#web/lib/areas';
import { useCurrentUser } from '#web/lib/current-user';
import { useFormat, useT } from '#web/lib/i18n';
import { useViewableStores } from '#web/lib/store-scope/viewable-stores';
import { authorize, hasCapability } from '#domain/authz';
import type { InsightParams, InsightTarget } from '../hooks/insight-params';
import { insightsMessages } from '../messages';

const targetValue = (target: InsightTarget) =>
  target.kind === 'all' ? '' : `${target.kind}:${target.id}`;

function targetFrom(value: string): InsightTarget {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return (kind === 'store' || kind === 'area') && id ? { kind, id } : { kind: 'all' };
}

/**
 * Which stores: all the person sees, an area (a super admin's), or one store; a store manager
 * sees their own and chooses nothing.
 */
function ScopePicker({
  value,
  onChange,
}: {
  value: InsightTarget;
  onChange: (target: InsightTarget) => void;
}) {
  const t = useT(insightsMessages);
  const user = useCurrentUser();
  const allLabel = useAllStoresLabel();
  const stores = useViewableStores();
  const anyArea = hasCapability(user.role, 'all-stores');
  const areas = useAreaList({ enabled: anyArea });
  if (!authorize(user, 'store:pick-any')) return null;
  const storeOptions = (stores.data ?? []).toSorted((a, b) =>
    a.storeNumber.localeCompare(b.storeNumber, 'en', { numeric: true }),
  );
  return (
    <SelectField
      label={t('scopeLabel')}
      value={targetValue(value)}
      onChange={(event) => onChange(targetFrom(event.target.value))}
      className="min-w-0 sm:w-72"
    >
      <option value="">{allLabel}</option>
      {anyArea && (areas.data?.areas.length ?? 0) > 0 && (
        <optgroup label={t('areasGroup')}>
          {areas.data!.areas.map((area) => (
            <option key={area.id} value={`area:${area.id}`}>
              {area.name}
            </option>
          ))}
        </optgroup>
      )}
      <optgroup label={t('storesGroup')}>
        {storeOptions.map((store) => (
          <option key={store.id} value={`store:${store.id}`}>
            {store.storeNumber} {store.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}

/** Week or month, as two pressed buttons. */
function PeriodSwitch({
  value,
  onChange,
}: {
  value: InsightParams['period'];
  onChange: (period: InsightParams['period']) => void;
}) {
  const t = useT(insightsMessages);
  const choices = [
    ['week', t('periodWeek')],
    ['month', t('periodMonth')],
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('periodLabel')}
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {choices.map(([period, label]) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className="min-h-11 rounded-md px-4 text-sm font-medium text-slate-700 aria-pressed:bg-blue-700 aria-pressed:text-white dark:text-slate-200 dark:aria-pressed:bg-blue-500 dark:aria-pressed:text-slate-950"
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The scope, the period and which one, above every part of the screen. */
export function InsightControls({
  params,
  shown,
  today,
  loading,
  onChange,
}: {
  params: InsightParams;
  /** The period the answers cover, once one has come. */
  shown: InsightScope | null;
  today: string;
  loading: boolean;
  onChange: (next: InsightParams) => void;
}) {
  const t = useT(insightsMessages);
  const format = useFormat();
  const date = params.date ?? today;
  const step = (direction: 1 | -1) =>
    params.period === 'week'
      ? addDays(startOfWeek(date), 7 * direction)
      : addMonths(date, direction);
  const current =
    params.period === 'week'
      ? startOfWeek(date) === startOfWeek(today)
      : monthOf(date).year === monthOf(today).year && monthOf(date).month === monthOf(today).month;
  const label = shown
    ? shown.period === 'week'
      ? format.dateRange(shown.from, shown.to)
      : format.monthYear(monthOf(shown.from).year, monthOf(shown.from).month)
    : '';
  return (
    <div className="mb-6 flex flex-wrap items-end gap-x-4 gap-y-3">
      <ScopePicker value={params.target} onChange={(target) => onChange({ ...params, target })} />
      <PeriodSwitch value={params.period} onChange={(period) => onChange({ ...params, period })} />
      <PeriodNavigator
        label={label}
        unit={params.period}
        currentText={params.period === 'week' ? t('thisWeek') : t('thisMonth')}
        isCurrent={current}
        onPrevious={() => onChange({ ...params, date: step(-1) })}
        onNext={() => onChange({ ...params, date: step(1) })}
        onCurrent={() => onChange({ ...params, date: null })}
      />
      {loading && <Spinner label={t('loadingPeriod')} />}
    </div>
  );
}
