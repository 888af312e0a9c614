import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  areaBodySchema,
  type Area,
  type AreaBody,
  type AreaForm,
  type AreaStore,
} from '#domain/areas/api';
import { matchesStoreSearch } from '#domain/stores/search';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { FieldError } from '#web/components/ui/field-error';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { SearchField } from '#web/components/ui/search-field';
import { TextField } from '#web/components/ui/text-field';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useAreaList } from '#web/lib/areas';
import { useSaveArea } from '../api/areas';
import { areasMessages } from '../messages';

/**
 * Every store, to tick those of the area. A store of another area says so, and moves here when
 * ticked. The filter hides rows without dropping their ticks.
 */
function StoreChoices({
  control,
  stores,
  areaNames,
  areaId,
  error,
}: {
  control: Control<AreaForm, unknown, AreaBody>;
  stores: readonly AreaStore[];
  areaNames: ReadonlyMap<string, string>;
  areaId: string | null;
  error: string | undefined;
}) {
  const t = useT(areasMessages);
  const errorId = useId();
  const hintId = useId();
  const [filter, setFilter] = useState('');
  const { field } = useController({ control, name: 'storeIds' });
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((other) => other !== id));
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-lg font-semibold">{t('storesLegend')}</legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {t('storesHint')} {t('chosenCount', { count: chosen.size })}
      </p>
      <SearchField label={t('filterStores')} value={filter} onChange={setFilter} />
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {stores.map((store) => {
          const elsewhere =
            store.areaId !== null && store.areaId !== areaId ? areaNames.get(store.areaId) : null;
          return (
            <li key={store.id} className={cn(!matchesStoreSearch(store, filter) && 'hidden')}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2">
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-blue-700"
                  checked={chosen.has(store.id)}
                  onChange={(event) => toggle(store.id, event.target.checked)}
                />
                <span className="min-w-0 break-words">
                  {t('storeLabel', { number: store.storeNumber, name: store.name })}
                  {elsewhere && (
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {t('inArea', { area: elsewhere })}
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {stores.every((store) => !matchesStoreSearch(store, filter)) && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('noMatches')}</p>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function AreaFormFields({
  area,
  stores,
  areaNames,
}: {
  area: Area | null;
  stores: readonly AreaStore[];
  areaNames: ReadonlyMap<string, string>;
}) {
  const t = useT(areasMessages);
  const domainText = useDomainText();
  const navigate = useNavigate();
  const form = useForm<AreaForm, unknown, AreaBody>({
    resolver: zodResolver(areaBodySchema),
    defaultValues: { name: area?.name ?? '', storeIds: area?.storeIds ?? [] },
  });
  const save = useSaveArea(area?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => message && domainText(message);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => void navigate('/admin/areas'),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) {
          form.setError('name', { message: error.message }, { shouldFocus: true });
          return;
        }
        setFailure(error instanceof ApiRequestError ? error.message : t('saveFailed'));
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-2xl space-y-6">
      <Card>
        <CardBody>
          <TextField
            label={t('areaName')}
            autoComplete="off"
            error={errorOf(errors.name?.message)}
            {...form.register('name')}
          />
        </CardBody>
      </Card>
      <StoreChoices
        control={form.control}
        stores={stores}
        areaNames={areaNames}
        areaId={area?.id ?? null}
        error={errorOf(errors.storeIds?.message)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/admin/areas" className={buttonClasses('secondary')}>
          {t('cancel')}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : area ? t('saveArea') : t('createArea')}
        </Button>
      </div>
    </form>
  );
}

/** `/admin/areas/new` and `/admin/areas/:areaId`: an area's name and its stores. */
export function AreaFormPage({ areaId }: { areaId: string }) {
  const t = useT(areasMessages);
  const editing = areaId !== 'new';
  const title = editing ? t('editTitle') : t('createTitle');
  usePageTitle(title);
  const areas = useAreaList();
  const area = editing ? (areas.data?.areas.find((one) => one.id === areaId) ?? null) : null;
  let body;
  if (areas.isPending) body = <PageSpinner />;
  else if (areas.isError) body = <Alert tone="error">{areas.error.message}</Alert>;
  else if (editing && !area) {
    body = (
      <>
        <Alert tone="error">{t('notFound')}</Alert>
        <Link
          to="/admin/areas"
          className="mt-4 inline-flex min-h-11 items-center font-medium text-blue-700 underline dark:text-blue-400"
        >
          {t('backToAreas')}
        </Link>
      </>
    );
  } else {
    const areaNames = new Map(areas.data.areas.map((one) => [one.id, one.name]));
    body = (
      <AreaFormFields
        key={area?.id ?? 'new'}
        area={area}
        stores={areas.data.stores}
        areaNames={areaNames}
      />
    );
  }
  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
