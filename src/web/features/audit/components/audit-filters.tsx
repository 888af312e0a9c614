import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import {
  AUDIT_ACTION_GROUPS,
  auditActionsOf,
  type AuditActionFilter,
} from '#domain/integrations/audit';
import { AUDIT_FILTERS, AUDIT_WHO_MAX_LENGTH } from '#domain/integrations/audit-api';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { useViewableStores } from '#web/lib/store-scope/viewable-stores';
import {
  activeFilterCount,
  datesProblem,
  NO_FILTERS,
  type AuditFilterState,
} from '../hooks/filters';
import { auditMessages } from '../messages';
import { useAuditWords } from './audit-words';

const ANY = '';
/** How long typing pauses before the log is asked again. */
const TYPING_PAUSE_MS = 400;

const filterOf = (value: string): AuditActionFilter | null =>
  AUDIT_FILTERS.find((filter) => filter === value) ?? null;

/** "Who": typed into, the log asked once typing pauses. */
function WhoField({ value, onChange }: { value: string; onChange: (who: string) => void }) {
  const t = useT(auditMessages);
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the field (cleared, or back in history): show what it says.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <TextField
      label={t('whoFilter')}
      type="search"
      placeholder={t('whoPlaceholder')}
      maxLength={AUDIT_WHO_MAX_LENGTH}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
}

/**
 * Narrows the log: what was done (one action or a kind of them), who, in which store, and
 * between which days. Folded away on a phone until opened; its summary says how many are on.
 */
export function AuditFilters({
  filters,
  actorName,
  onChange,
}: {
  filters: AuditFilterState;
  /** The name of the one person the log is narrowed to, when it is. */
  actorName: string | null;
  /** Changes the filters named, keeping the others. */
  onChange: (patch: Partial<AuditFilterState>) => void;
}) {
  const t = useT(auditMessages);
  const words = useAuditWords();
  const domainText = useDomainText();
  const stores = useViewableStores();
  const count = activeFilterCount(filters);
  const [open, setOpen] = useState(count > 0);
  const problem = datesProblem(filters);

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
      <div className="grid gap-3 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800">
        <SelectField
          label={t('whatFilter')}
          value={filters.action ?? ANY}
          onChange={(event) => onChange({ action: filterOf(event.target.value) })}
        >
          <option value={ANY}>{t('everything')}</option>
          {AUDIT_ACTION_GROUPS.map((group) => (
            <optgroup key={group} label={words.group(group)}>
              <option value={group}>{t('wholeGroup', { group: words.group(group) })}</option>
              {auditActionsOf(group).map((action) => (
                <option key={action} value={action}>
                  {words.action(action)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <WhoField value={filters.who} onChange={(who) => onChange({ who })} />
        <SelectField
          label={t('storeFilter')}
          value={filters.storeId ?? ANY}
          onChange={(event) => onChange({ storeId: event.target.value || null })}
        >
          <option value={ANY}>{t('anyStore')}</option>
          {(stores.data ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {`${store.storeNumber} · ${store.name}`}
            </option>
          ))}
          {filters.storeId && !stores.data?.some((store) => store.id === filters.storeId) && (
            <option value={filters.storeId}>{t('aStore')}</option>
          )}
        </SelectField>
        <TextField
          label={t('from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || null })}
          error={problem ? domainText(problem) : undefined}
        />
        <TextField
          label={t('to')}
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
        {filters.actor && (
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3">
            <span className="text-sm font-medium">
              {t('onlyOne', { name: actorName ?? t('someone') })}
            </span>
            <Button variant="secondary" size="sm" onClick={() => onChange({ actor: null })}>
              <X aria-hidden="true" className="h-4 w-4" />
              {t('everyone')}
            </Button>
          </div>
        )}
        {count > 0 && (
          <Button variant="secondary" className="self-end" onClick={() => onChange(NO_FILTERS)}>
            {t('clearFilters')}
          </Button>
        )}
      </div>
    </details>
  );
}
