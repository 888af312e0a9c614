import { Link, useParams } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useAdminStore, useAdminStores } from '../api/admin-stores';
import { storesMessages } from '../messages';
import { StoreForm } from './store-form';

function BackLink() {
  const t = useT(storesMessages);
  return (
    <Link
      to="/admin/stores"
      className="mt-4 inline-flex min-h-11 items-center font-medium text-blue-700 underline dark:text-blue-400"
    >
      {t('backToStores')}
    </Link>
  );
}

/** This browser's own zone, should the server's default be out of reach. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function CreateStore() {
  const stores = useAdminStores();
  if (stores.isPending) return <PageSpinner />;
  const defaultTimeZone = stores.data?.defaultTimeZone ?? browserTimeZone();
  return <StoreForm mode="create" defaultTimeZone={defaultTimeZone} />;
}

function EditStore({ storeId }: { storeId: string }) {
  const t = useT(storesMessages);
  const store = useAdminStore(storeId);
  if (store.isPending) return <PageSpinner />;
  if (store.isError) {
    const missing = store.error instanceof ApiRequestError && store.error.status === 404;
    return (
      <>
        <Alert tone="error">{missing ? t('notFound') : t('loadFailed')}</Alert>
        <BackLink />
      </>
    );
  }
  return <StoreForm key={store.data.id} mode="edit" store={store.data} />;
}

/** `/admin/stores/new` and `/admin/stores/:storeId` (SPEC §2 "Store form"). */
export function StoreFormPage() {
  const t = useT(storesMessages);
  const { storeId } = useParams();
  const editing = storeId !== undefined && storeId !== 'new';
  const title = editing ? t('editTitle') : t('createTitle');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      {editing ? <EditStore storeId={storeId} /> : <CreateStore />}
    </>
  );
}
