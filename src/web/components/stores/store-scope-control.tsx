import Store from 'lucide-react/icons/store';
import { useT } from '#web/lib/i18n';
import type { StoreScope } from '#web/lib/store-scope/use-store-scope';
import { uiMessages } from '../messages';
import { StoreSelector } from './store-selector';

/**
 * Which store a view shows: a super-admin's selector, or for anyone else their own store as
 * plain text (they cannot change it).
 */
export function StoreScopeControl({ scope, allowAll }: { scope: StoreScope; allowAll?: boolean }) {
  const t = useT(uiMessages);
  if (scope.canChooseStore) {
    return (
      <StoreSelector
        stores={scope.stores}
        selected={scope.store}
        onSelect={scope.select}
        allowAll={allowAll}
      />
    );
  }
  if (!scope.store) return null;
  return (
    <p className="inline-flex min-h-11 min-w-0 items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
      <Store aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
      <span className="truncate">
        {t('storeWithNumber', { name: scope.store.name, number: scope.store.storeNumber })}
      </span>
    </p>
  );
}
