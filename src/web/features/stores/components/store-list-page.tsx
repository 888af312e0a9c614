import Plus from 'lucide-react/icons/plus';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { AdminStore } from '#domain/stores/api';
import { matchesStoreSearch } from '#domain/stores/search';
import { Alert } from '#web/components/ui/alert';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { SearchField } from '#web/components/ui/search-field';
import { buttonClasses } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useAdminStores } from '../api/admin-stores';
import { useDeleteStore } from '../api/save-store';
import { storesMessages } from '../messages';
import { ShiftSettingsDialog } from './shift-settings-dialog';
import { StoreTable } from './store-table';

/** `/admin/stores`: Store Management (SPEC §2 "Store list"), for super admins. */
export function StoreListPage() {
  const t = useT(storesMessages);
  usePageTitle(t('title'));
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
        <Link to="/admin/stores/new" className={buttonClasses('primary')}>
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
      <SearchField
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={setQuery}
        className="mb-4"
      />
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
