import MapPinned from 'lucide-react/icons/map-pinned';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Area, AreaStore } from '#domain/areas/api';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useAreaList } from '#web/lib/areas';
import { useDeleteArea } from '../api/areas';
import { areasMessages } from '../messages';

/** One area: its name, its stores by number and name, its managers; edit and delete. */
function AreaCard({
  area,
  stores,
  deleting,
  onDelete,
}: {
  area: Area;
  stores: ReadonlyMap<string, AreaStore>;
  deleting: boolean;
  onDelete: (area: Area) => void;
}) {
  const t = useT(areasMessages);
  const [confirming, setConfirming] = useState(false);
  const names = area.managers.map((m) => m.displayName ?? m.email);
  return (
    <Card className="space-y-3 px-4 py-3" data-testid="area-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{area.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('storesCount', { count: area.storeIds.length })} ·{' '}
            {names.length > 0 ? t('managers', { names: names.join(', ') }) : t('noManagers')}
          </p>
        </div>
        {!confirming && (
          <div className="flex shrink-0 items-center gap-1">
            <Link
              to={`/admin/areas/${area.id}`}
              aria-label={t('editArea', { name: area.name })}
              className={buttonClasses('ghost', 'icon')}
            >
              <Pencil aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('deleteArea', { name: area.name })}
              className="text-red-700 dark:text-red-400"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
        )}
      </div>
      {confirming && (
        <InlineConfirm
          label={t('deleteArea', { name: area.name })}
          question={t('deleteQuestion')}
          disabled={deleting}
          onConfirm={() => {
            setConfirming(false);
            onDelete(area);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {area.storeIds.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('noStores')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('storesOf', { name: area.name })}>
          {area.storeIds.map((id) => {
            const store = stores.get(id);
            return (
              store && (
                <li
                  key={id}
                  className="rounded-md bg-slate-100 px-2 py-1 text-sm dark:bg-slate-800"
                >
                  {t('storeLabel', { number: store.storeNumber, name: store.name })}
                </li>
              )
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** `/admin/areas`: the chain's areas (docs/decisions/048), for super admins. */
export function AreaListPage() {
  const t = useT(areasMessages);
  usePageTitle(t('title'));
  const areas = useAreaList();
  const remove = useDeleteArea();

  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      actions={
        <Link to="/admin/areas/new" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t('addArea')}
        </Link>
      }
    />
  );
  if (areas.isPending) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  if (areas.isError) {
    return (
      <>
        {header}
        <Alert tone="error">{areas.error.message}</Alert>
      </>
    );
  }
  const stores = new Map(areas.data.stores.map((store) => [store.id, store]));
  const unplaced = areas.data.stores.filter((store) => store.areaId === null).length;
  return (
    <>
      {header}
      {remove.isError && (
        <Alert tone="error" className="mb-4">
          {remove.error.message}
        </Alert>
      )}
      {areas.data.areas.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('noAreas')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('areasList')}>
          {areas.data.areas.map((area) => (
            <li key={area.id}>
              <AreaCard
                area={area}
                stores={stores}
                deleting={remove.isPending}
                onDelete={(gone) => remove.mutate(gone.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {unplaced > 0 && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <MapPinned aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('storesWithoutArea', { count: unplaced })}
        </p>
      )}
    </>
  );
}
