import { useState, type FormEvent } from 'react';
import { hasCapability, worksInOneStore } from '#domain/authz';
import { ROLES, type Role } from '#domain/roles';
import type { Mapping } from '#domain/sso/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { SelectField } from '#web/components/ui/select-field';
import { PageSpinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useAreaList } from '#web/lib/areas';
import { useT } from '#web/lib/i18n';
import { useLabels } from '#web/lib/i18n/labels';
import { useViewableStores } from '#web/lib/store-scope/viewable-stores';
import { useRemoveMapping, useSaveMapping, useSsoMappings } from '../api/sso';
import { identityMessages } from '../messages';

function MappingRow({ mapping, first }: { mapping: Mapping; first: boolean }) {
  const t = useT(identityMessages);
  const labels = useLabels();
  const save = useSaveMapping();
  const remove = useRemoveMapping();
  const [confirming, setConfirming] = useState(false);
  const names = { claim: mapping.claim, value: mapping.value };
  const place = mapping.storeName ?? mapping.areaName;
  const role = labels.role(mapping.role);
  const moveUp = () =>
    save.mutate({
      id: mapping.id,
      body: {
        claim: mapping.claim,
        value: mapping.value,
        role: mapping.role,
        storeId: mapping.storeId,
        areaId: mapping.areaId,
        position: mapping.position - 1,
      },
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p dir="auto" className="font-medium break-words">
          {t('mappingRule', names)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {place ? t('mappingPlace', { role, place }) : t('mappingPlaceNone', { role })}
        </p>
        {(save.isError || remove.isError) && (
          <Alert tone="error">{(save.error ?? remove.error)?.message}</Alert>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {!first && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('moveUpLabel', names)}
            disabled={save.isPending}
            onClick={moveUp}
          >
            {t('moveUp')}
          </Button>
        )}
        {confirming ? (
          <InlineConfirm
            label={t('removeLabel', names)}
            disabled={remove.isPending}
            onConfirm={() => remove.mutate(mapping.id)}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <Button
            variant="danger-outline"
            size="sm"
            aria-label={t('removeLabel', names)}
            onClick={() => setConfirming(true)}
          >
            {t('remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

function AddMappingForm() {
  const t = useT(identityMessages);
  const labels = useLabels();
  const save = useSaveMapping();
  const [claim, setClaim] = useState('groups');
  const [value, setValue] = useState('');
  const [role, setRole] = useState<Role>('shift-leader');
  const [storeId, setStoreId] = useState('');
  const [areaId, setAreaId] = useState('');
  const [added, setAdded] = useState(false);
  const needsStore = worksInOneStore(role);
  const needsArea = hasCapability(role, 'area-stores');
  const stores = useViewableStores();
  const areas = useAreaList({ enabled: needsArea });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    save.mutate(
      {
        id: null,
        body: {
          claim,
          value,
          role,
          storeId: needsStore ? storeId || null : null,
          areaId: needsArea ? areaId || null : null,
        },
      },
      {
        onSuccess: () => {
          setValue('');
          setAdded(true);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 className="font-medium">{t('addMapping')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('claim')}
          hint={t('claimHint')}
          dir="ltr"
          autoComplete="off"
          value={claim}
          onChange={(event) => setClaim(event.target.value)}
        />
        <TextField
          label={t('value')}
          hint={t('valueHint')}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <SelectField
          label={t('role')}
          value={role}
          onChange={(event) =>
            setRole(ROLES.find((r) => r === event.target.value) ?? 'shift-leader')
          }
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {labels.role(option)}
            </option>
          ))}
        </SelectField>
        {needsStore && (
          <SelectField
            label={t('store')}
            value={storeId}
            onChange={(event) => setStoreId(event.target.value)}
          >
            <option value="">{t('chooseStore')}</option>
            {stores.data?.map((store) => (
              <option key={store.id} value={store.id}>
                {store.storeNumber} · {store.name}
              </option>
            ))}
          </SelectField>
        )}
        {needsArea && (
          <SelectField
            label={t('area')}
            value={areaId}
            onChange={(event) => setAreaId(event.target.value)}
          >
            <option value="">{t('chooseArea')}</option>
            {areas.data?.areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {added && <Alert tone="success">{t('mappingAdded')}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('adding') : t('add')}
      </Button>
    </form>
  );
}

/** Claims' values → role and store or area, in order: the first that matches decides. */
export function SsoMappingsSection() {
  const t = useT(identityMessages);
  const mappings = useSsoMappings();
  const list = mappings.data?.mappings ?? [];
  return (
    <SectionCard
      id="sso-mappings"
      title={t('mappingsTitle')}
      description={t('mappingsDescription')}
    >
      {mappings.isPending ? (
        <PageSpinner />
      ) : mappings.isError ? (
        <Alert tone="error">{mappings.error.message}</Alert>
      ) : list.length === 0 ? (
        <p className="mb-4 text-slate-600 dark:text-slate-400">{t('mappingsEmpty')}</p>
      ) : (
        <ol className="mb-4 divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((mapping, index) => (
            <MappingRow key={mapping.id} mapping={mapping} first={index === 0} />
          ))}
        </ol>
      )}
      <AddMappingForm />
    </SectionCard>
  );
}
