import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminStore } from '#domain/stores/api';
import { matchesStoreSearch } from '#domain/stores/search';
import { Alert } from '#web/components/ui/alert';
import { cn } from '#web/components/ui/cn';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { inputClass } from '#web/components/ui/text-field';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useAdminStores } from '../api/admin-stores';
import { useDeleteStore } from '../api/save-store';
import { storesMessages } from '../messages';
import { ShiftSettingsDialog } from './shift-settings-dialog';
import { StoreTable } from './store-table';

export const primaryLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400';

/** `/admin/stores`: Store Management (SPEC §2 "Store list"), for super admins. */
export function StoreListPage() {
  const t = useT(storesMessages);
  usePageTitle(t('title'));
  const searchId = useId();
  const stores = useAdminStores();
  const remove = useDeleteStore();
  const [query, setQuery] = useState('');
  const [settingsFor, setSettingsFor] = useState<AdminStore | null>(null);
  const closeSettings = useCallback(() => setSettingsFor(null), []);

  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      actions={
        <Link to="/admin/stores/new" className={primaryLinkClass}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t('addStore')}
        </Link>
      }
    />
  );
  if (stores.isPending) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  if (stores.isError) {
    return (
      <>
        {header}
        <Alert tone="error">{stores.error.message}</Alert>
      </>
    );
  }

  const all = stores.data.stores;
  const shown = all.filter((store) => matchesStoreSearch(store, query));
  return (
    <>
      {header}
      <div className="relative mb-4 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t('searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={searchId}
          type="search"
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={cn(inputClass, 'ps-9')}
        />
      </div>
      {remove.isError && (
        <Alert tone="error" className="mb-4">
          {remove.error.message}
        </Alert>
      )}
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {all.length === 0 ? t('noStores') : t('noMatches')}
        </p>
      ) : (
        <StoreTable
          stores={shown}
          deleting={remove.isPending}
          onShiftSettings={setSettingsFor}
          onDelete={(store) => remove.mutate(store.id)}
        />
      )}
      <ShiftSettingsDialog store={settingsFor} onClose={closeSettings} />
    </>
  );
}
