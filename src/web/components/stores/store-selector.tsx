import ChevronDown from 'lucide-react/icons/chevron-down';
import Store from 'lucide-react/icons/store';
import { lazy, Suspense, useState } from 'react';
import type { ViewableStore } from '#domain/reports/api';
import { cn } from '#web/components/ui/cn';
import { usePopoverTrigger } from '#web/components/ui/popover';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { useAllStoresLabel } from './all-stores-label';

// The searchable list loads when first opened.
const StoreSelectorPanel = lazy(() =>
  import('./store-selector-panel').then((m) => ({ default: m.StoreSelectorPanel })),
);

export interface StoreSelectorProps {
  stores: ViewableStore[];
  selected: ViewableStore | null;
  onSelect: (storeId: string | null) => void;
  allowAll?: boolean;
  className?: string;
}

/** The super-admin's store choice: a button showing the store, opening a searchable list. */
export function StoreSelector({
  stores,
  selected,
  onSelect,
  allowAll,
  className,
}: StoreSelectorProps) {
  const t = useT(uiMessages);
  const allLabel = useAllStoresLabel();
  const [open, setOpen] = useState(false);
  const { anchor, contentId, triggerProps } = usePopoverTrigger(open, setOpen);
  const current = selected
    ? t('storeWithNumber', { name: selected.name, number: selected.storeNumber })
    : allowAll
      ? allLabel
      : t('selectAStore');

  return (
    <>
      <button
        {...triggerProps}
        aria-label={t('storeButton', { store: current })}
        className={cn(
          'inline-flex min-h-11 w-full min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start font-medium text-slate-800 hover:bg-slate-100 sm:w-auto sm:max-w-xs dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          className,
        )}
      >
        <Store aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <span className="min-w-0 flex-1 truncate">{current}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <StoreSelectorPanel
            anchor={anchor}
            id={contentId}
            stores={stores}
            selectedId={selected?.id ?? null}
            allowAll={allowAll}
            onOpenChange={setOpen}
            onSelect={(storeId) => {
              onSelect(storeId);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
