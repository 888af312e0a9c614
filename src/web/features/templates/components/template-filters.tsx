import Search from 'lucide-react/icons/search';
import type { ViewableStore } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { inputClass } from '#web/components/ui/text-field';
import { cn } from '#web/components/ui/cn';
import { useLabels, useT } from '#web/lib/i18n';
import type { TemplateFilters } from '../api/templates';
import { templatesMessages } from '../messages';
import { SelectField } from './field-parts';

export interface TemplateFilterBarProps {
  filters: TemplateFilters;
  onChange: (filters: TemplateFilters) => void;
  categories: readonly ShiftCategory[];
  /** The super admin's store filter; absent for a manager. */
  stores: ViewableStore[] | null;
}

export function TemplateFilterBar({
  filters,
  onChange,
  categories,
  stores,
}: TemplateFilterBarProps) {
  const t = useT(templatesMessages);
  const labels = useLabels();
  const set = (change: Partial<TemplateFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <label
          htmlFor="template-search"
          className="block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {t('searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="template-search"
            type="search"
            placeholder={t('searchPlaceholder')}
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
            className={cn(inputClass, 'ps-10')}
          />
        </div>
      </div>
      <SelectField
        id="template-category"
        label={t('category')}
        value={filters.category}
        onChange={(event) => {
          const category = categories.find((c) => c === event.target.value);
          set({ category: category ?? '' });
        }}
      >
        <option value="">{t('allCategories')}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {labels.shift(category)}
          </option>
        ))}
      </SelectField>
      {stores && (
        <SelectField
          id="template-store"
          label={t('store')}
          value={filters.storeId}
          onChange={(event) => set({ storeId: event.target.value })}
        >
          <option value="">{t('allStores')}</option>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {t('storeNumber', { number: store.storeNumber })}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
