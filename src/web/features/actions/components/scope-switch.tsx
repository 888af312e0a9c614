import { useAllStoresLabel } from '#web/components/stores/all-stores-label';
import { cn } from '#web/components/ui/cn';
import { useT } from '#web/lib/i18n';
import type { ActionScope } from '../hooks/list-filters';
import { actionsMessages } from '../messages';

const SCOPE_KEYS = { mine: 'scopeMine', store: 'scopeStore' } as const;

/** Mine, My store, All stores: a segmented control over the scopes the person may choose. */
export function ScopeSwitch({
  scopes,
  value,
  onChange,
}: {
  scopes: readonly ActionScope[];
  value: ActionScope;
  onChange: (scope: ActionScope) => void;
}) {
  const t = useT(actionsMessages);
  // "All my stores" for an area manager, whose all is their area's.
  const allStores = useAllStoresLabel();
  if (scopes.length < 2) return null;
  return (
    <div
      role="group"
      aria-label={t('scopeLabel')}
      className="mb-4 flex rounded-lg border border-slate-300 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800"
    >
      {scopes.map((scope) => (
        <button
          key={scope}
          type="button"
          aria-pressed={scope === value}
          onClick={() => onChange(scope)}
          className={cn(
            'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold',
            scope === value
              ? 'bg-white text-blue-800 shadow-sm dark:bg-slate-950 dark:text-blue-200'
              : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700',
          )}
        >
          {scope === 'all' ? allStores : t(SCOPE_KEYS[scope])}
        </button>
      ))}
    </div>
  );
}
