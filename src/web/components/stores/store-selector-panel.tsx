import type { RefObject } from 'react';
import type { ViewableStore } from '#domain/reports/api';
import { PopoverPanel } from '#web/components/ui/popover-panel';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { StorePicker } from './store-picker';

/** The open store selector (StoreSelector, store-selector.tsx), loaded on demand. */
export function StoreSelectorPanel({
  anchor,
  id,
  stores,
  selectedId,
  allowAll,
  onOpenChange,
  onSelect,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  stores: ViewableStore[];
  selectedId: string | null;
  allowAll?: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (storeId: string | null) => void;
}) {
  const t = useT(uiMessages);
  return (
    <PopoverPanel
      anchor={anchor}
      id={id}
      label={t('chooseAStore')}
      onOpenChange={onOpenChange}
      className="w-[min(22rem,calc(100vw-1.5rem))]"
    >
      <StorePicker
        stores={stores}
        selectedId={selectedId}
        allowAll={allowAll}
        autoFocus
        onSelect={onSelect}
      />
    </PopoverPanel>
  );
}
