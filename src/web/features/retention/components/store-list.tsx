import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useState } from 'react';
import type { RetentionSettings, StoreRetention } from '#domain/retention/api';
import { STORE_RETENTION_KINDS } from '#domain/retention/retention';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { SearchField } from '#web/components/ui/search-field';
import { useFormat, useT } from '#web/lib/i18n';
import { retentionMessages } from '../messages';
import { LegalHoldSwitch } from './legal-hold';
import { KIND_TEXTS, usePeriodText } from './period-text';
import { StorePeriodsDialog } from './store-periods-dialog';

/** The most stores listed at once; a search finds the others. */
const SHOWN = 50;

const storeLabel = (store: StoreRetention) => `${store.storeNumber} · ${store.name}`;

/** Held stores first, then by number. */
const byHoldThenNumber = (a: StoreRetention, b: StoreRetention) =>
  Number(b.hold !== null) - Number(a.hold !== null) ||
  a.storeNumber.localeCompare(b.storeNumber, undefined, { numeric: true });

function StoreRow({
  store,
  settings,
  onEdit,
  onDone,
}: {
  store: StoreRetention;
  settings: RetentionSettings;
  onEdit: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT(retentionMessages);
  const format = useFormat();
  const periodText = usePeriodText();
  const label = storeLabel(store);
  const own = STORE_RETENTION_KINDS.some((kind) => store.overrides[kind] !== null);
  return (
    <li
      className={
        store.hold
          ? 'space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50/60 p-3 dark:border-amber-600 dark:bg-amber-950/30'
          : 'space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words">{label}</h3>
        {store.hold && (
          <Badge tone="amber">
            <ShieldAlert aria-hidden="true" className="h-3.5 w-3.5" />
            {t('heldBadge')}
          </Badge>
        )}
        {own && <Badge tone="blue">{t('ownBadge')}</Badge>}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {STORE_RETENTION_KINDS.map((kind) => {
          const days = store.overrides[kind];
          return (
            <div key={kind}>
              <dt className="text-slate-600 dark:text-slate-400">{t(KIND_TEXTS[kind].label)}</dt>
              <dd>
                {days === null
                  ? t('chainPeriod', { period: periodText(settings.periods[kind]) })
                  : periodText(days)}
              </dd>
            </div>
          );
        })}
      </dl>
      {store.hold && (
        <p className="text-sm break-words">
          {t('heldSince', {
            name: store.hold.heldByName,
            date: format.dateTime(store.hold.heldAt),
            reason: store.hold.reason,
          })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <LegalHoldSwitch store={store} label={label} onDone={onDone} />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('editPeriodsLabel', { store: label })}
          onClick={onEdit}
        >
          {t('editPeriods')}
        </Button>
      </div>
    </li>
  );
}

/** Each store's own periods and legal hold, searchable by name or number. */
export function StoreList({ settings }: { settings: RetentionSettings }) {
  const t = useT(retentionMessages);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<StoreRetention | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const words = search.trim().toLowerCase();
  const matching = settings.stores
    .filter((store) => words === '' || storeLabel(store).toLowerCase().includes(words))
    .sort(byHoldThenNumber);
  const shown = matching.slice(0, SHOWN);

  return (
    <SectionCard id="store-retention" title={t('storesTitle')} description={t('storesDescription')}>
      <div className="space-y-4">
        <SearchField label={t('searchStores')} value={search} onChange={setSearch} />
        {notice && <Alert tone="success">{notice}</Alert>}
        {matching.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('noStores')}</p>
        ) : (
          <ul aria-label={t('storesTitle')} className="space-y-3">
            {shown.map((store) => (
              <StoreRow
                key={store.storeId}
                store={store}
                settings={settings}
                onEdit={() => {
                  setNotice(null);
                  setEditing(store);
                }}
                onDone={setNotice}
              />
            ))}
          </ul>
        )}
        {matching.length > shown.length && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('moreStores', { shown: shown.length, count: matching.length })}
          </p>
        )}
      </div>
      {editing && (
        <StorePeriodsDialog
          store={editing}
          chain={settings.periods}
          label={storeLabel(editing)}
          onClose={(saved) => {
            if (saved) setNotice(t('storeSaved', { store: storeLabel(editing) }));
            setEditing(null);
          }}
        />
      )}
    </SectionCard>
  );
}
