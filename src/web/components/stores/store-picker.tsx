import Check from 'lucide-react/icons/check';
import Search from 'lucide-react/icons/search';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ViewableStore } from '#domain/reports/api';
import { cn } from '#web/components/ui/cn';
import { inputClass } from '#web/components/ui/text-field';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { useAllStoresLabel } from './all-stores-label';

/** What "All stores" stands for in the list: no store chosen. */
const ALL = '';

interface Option {
  value: string;
  label: string;
  detail: string | null;
}

function matches(store: ViewableStore, query: string): boolean {
  const q = query.trim().toLowerCase();
  return (
    q === '' || store.name.toLowerCase().includes(q) || store.storeNumber.toLowerCase().includes(q)
  );
}

export interface StorePickerProps {
  /** Already sorted by store number descending. */
  stores: ViewableStore[];
  selectedId: string | null;
  onSelect: (storeId: string | null) => void;
  /** Offer "All stores" (the weekly and monthly views; the daily view needs one store). */
  allowAll?: boolean;
  autoFocus?: boolean;
}

/**
 * A search box over a list of stores (SPEC §2: by name or store number, at most 400 px tall).
 * Focus stays in the box; the arrow keys move through the list and Enter picks.
 */
export function StorePicker({
  stores,
  selectedId,
  onSelect,
  allowAll,
  autoFocus,
}: StorePickerProps) {
  const t = useT(uiMessages);
  const allLabel = useAllStoresLabel();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const options = useMemo<Option[]>(() => {
    const list: Option[] = stores
      .filter((store) => matches(store, query))
      .map((store) => ({
        value: store.id,
        label: store.name,
        detail: t('storeNumber', { number: store.storeNumber }),
      }));
    return allowAll && query.trim() === ''
      ? [{ value: ALL, label: allLabel, detail: null }, ...list]
      : list;
  }, [stores, query, allowAll, t, allLabel]);

  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (option: Option | undefined) => option && onSelect(option.value || null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
      document
        .getElementById(optionId(moves[event.key] ?? 0))
        ?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(options[activeIndex]);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('searchStores')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={`${id}-search`}
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
          autoFocus={autoFocus}
          autoComplete="off"
          placeholder={t('storeSearchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'ps-9')}
        />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('storeList')}
        className="max-h-[400px] overflow-y-auto overscroll-contain rounded-lg border border-slate-200 dark:border-slate-700"
      >
        {options.map((option, index) => {
          const selected = (selectedId ?? ALL) === option.value;
          return (
            <li
              key={option.value || 'all'}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              onClick={() => pick(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2',
                index === activeIndex && 'bg-blue-50 dark:bg-blue-950/70',
                index > 0 && 'border-t border-slate-100 dark:border-slate-800',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{option.label}</span>
                {option.detail && (
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {option.detail}
                  </span>
                )}
              </span>
              {selected && (
                <Check
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-blue-700 dark:text-blue-300"
                />
              )}
            </li>
          );
        })}
        {options.length === 0 && (
          <li className="px-3 py-3 text-sm text-slate-600 dark:text-slate-400">
            {t('noStoresMatch')}
          </li>
        )}
      </ul>
    </div>
  );
}
