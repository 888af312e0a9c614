import { ChevronDown, Store } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import type { ViewableStore } from '../../../../domain/reports/api';
import { cn } from '../../../components/ui/cn';
import { StorePicker } from './store-picker';

export function storeLabel(store: ViewableStore): string {
  return `${store.name} (Store ${store.storeNumber})`;
}

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
  const [open, setOpen] = useState(false);
  const current = selected ? storeLabel(selected) : allowAll ? 'All stores' : 'Select a store';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`Store: ${current}`}
          className={cn(
            'inline-flex min-h-11 w-full min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left font-medium text-slate-800 hover:bg-slate-100 sm:w-auto sm:max-w-xs dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
            className,
          )}
        >
          <Store
            aria-hidden="true"
            className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
          />
          <span className="min-w-0 flex-1 truncate">{current}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label="Choose a store"
          className="z-30 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <StorePicker
            stores={stores}
            selectedId={selected?.id ?? null}
            allowAll={allowAll}
            autoFocus
            onSelect={(storeId) => {
              onSelect(storeId);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
