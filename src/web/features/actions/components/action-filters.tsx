import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useState } from 'react';
import { ACTION_STATUSES } from '#domain/actions/actions';
import { PRIORITIES } from '#domain/checklists/priorities';
import { useActionWords } from '#web/components/actions/action-words';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { Switch } from '#web/components/ui/switch';
import { useFormat, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import {
  activeFilterCount,
  DEFAULT_STATUS,
  type ListFilters,
  type PriorityFilter,
  type StatusFilter,
} from '../hooks/list-filters';
import { actionsMessages } from '../messages';

const ANY = '';
const STATUS_FILTERS: readonly StatusFilter[] = ['outstanding', ...ACTION_STATUSES, 'any'];
const PRIORITY_FILTERS: readonly PriorityFilter[] = [...PRIORITIES, 'none'];

const statusOf = (value: string) => STATUS_FILTERS.find((status) => status === value);
const priorityOf = (value: string) => PRIORITY_FILTERS.find((priority) => priority === value);

/**
 * Narrows the list: status, priority, owner, overdue, recurring, and dates found. Folded away on a phone
 * until opened; its summary says how many are on.
 */
export function ActionFilters({
  filters,
  meId,
  people,
  onChange,
}: {
  filters: ListFilters;
  meId: string;
  /** People who own actions in the list, to filter by one of them. */
  people: readonly { id: string; name: string }[];
  /** Changes the filters named, keeping the others. */
  onChange: (patch: Partial<ListFilters>) => void;
}) {
  const t = useT(actionsMessages);
  const words = useActionWords();
  const itemLabels = useItemLabels();
  const format = useFormat();
  const count = activeFilterCount(filters);
  // Open at first when the address asks for filters, then as the person leaves it.
  const [open, setOpen] = useState(count > 0);
  const others = people.filter((person) => person.id !== meId);
  const known = [ANY, meId, 'none', 'contractor', ...others.map((person) => person.id)];

  return (
    <details
      className="group mb-4 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 font-medium">
        <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-slate-500" />
        {t('filters', { count })}
      </summary>
      <div className="grid gap-3 border-t border-slate-200 px-4 py-4 sm:grid-cols-3 dark:border-slate-800">
        <SelectField
          label={t('statusFilter')}
          value={filters.status}
          onChange={(event) => onChange({ status: statusOf(event.target.value) ?? DEFAULT_STATUS })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'outstanding'
                ? t('statusOutstanding')
                : status === 'any'
                  ? t('statusAny')
                  : words.status(status)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('priorityFilter')}
          value={filters.priority ?? ANY}
          onChange={(event) => onChange({ priority: priorityOf(event.target.value) ?? null })}
        >
          <option value={ANY}>{t('priorityAny')}</option>
          {PRIORITY_FILTERS.map((priority) => (
            <option key={priority} value={priority}>
              {priority === 'none' ? t('priorityNone') : itemLabels.priority(priority)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('ownerFilter')}
          value={filters.owner ?? ANY}
          onChange={(event) => onChange({ owner: event.target.value || null })}
        >
          <option value={ANY}>{t('ownerAnyone')}</option>
          <option value={meId}>{t('ownerMe')}</option>
          <option value="none">{t('ownerNobody')}</option>
          <option value="contractor">{t('ownerContractor')}</option>
          {others.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
          {filters.owner && !known.includes(filters.owner) && (
            <option value={filters.owner}>{t('ownerSomeone')}</option>
          )}
        </SelectField>
        <Switch
          label={t('overdueOnly')}
          checked={filters.overdue}
          onCheckedChange={(overdue) => onChange({ overdue })}
        />
        <Switch
          label={t('recurringOnly')}
          checked={filters.recurring}
          onCheckedChange={(recurring) => onChange({ recurring })}
        />
        {filters.dates && (
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
            <span className="text-sm font-medium">
              {t('foundBetween', { range: format.dateRange(filters.dates.from, filters.dates.to) })}
            </span>
            <Button variant="secondary" size="sm" onClick={() => onChange({ dates: null })}>
              {t('anyDate')}
            </Button>
          </div>
        )}
        {count > 0 && (
          <Button
            variant="secondary"
            className="self-center"
            onClick={() =>
              onChange({
                status: DEFAULT_STATUS,
                priority: null,
                owner: null,
                overdue: false,
                recurring: false,
                dates: null,
              })
            }
          >
            {t('clearFilters')}
          </Button>
        )}
      </div>
    </details>
  );
}
