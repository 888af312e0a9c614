import TabletSmartphone from 'lucide-react/icons/tablet-smartphone';
import { useState } from 'react';
import { isoDateFromParts } from '#domain/dates';
import type { StoreTablet } from '#domain/tablets/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { ConfirmModal } from '#web/components/ui/confirm-modal';
import { useFormat, useT } from '#web/lib/i18n';
import { useNow } from '#web/lib/use-now';
import { useRevokeTablet } from '../api/tablets';
import { tabletsMessages } from '../messages';

/** An instant's day in the viewer's own calendar. */
const localDay = (instant: string) => {
  const date = new Date(instant);
  return isoDateFromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());
};

const MINUTE_MS = 60_000;

/** 'Last used just now', '… 12 minutes ago' within the hour, its date and time after that. */
function useLastUsed() {
  const t = useT(tabletsMessages);
  const format = useFormat();
  const now = useNow();
  return (lastUsedAt: string | null) => {
    if (lastUsedAt === null) return t('notUsedYet');
    const minutes = Math.floor((now.getTime() - Date.parse(lastUsedAt)) / MINUTE_MS);
    if (minutes < 1) return t('lastUsedJustNow');
    if (minutes < 60) return t('lastUsedMinutesAgo', { minutes });
    return t('lastUsedAt', { time: format.dateTime(lastUsedAt) });
  };
}

function TabletRow({
  tablet,
  lastUsed,
  onRevoke,
}: {
  tablet: StoreTablet;
  lastUsed: string;
  onRevoke: () => void;
}) {
  const t = useT(tabletsMessages);
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TabletSmartphone
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
        />
        <div className="min-w-0">
          <p className="font-medium break-words">{tablet.name}</p>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
            {t('pairedBy', {
              name: tablet.pairedByName,
              date: format.shortDate(localDay(tablet.pairedAt)),
            })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{lastUsed}</p>
        </div>
      </div>
      <Button
        variant="danger-outline"
        size="sm"
        aria-label={t('revokeLabel', { name: tablet.name })}
        onClick={onRevoke}
      >
        {t('revoke')}
      </Button>
    </li>
  );
}

/** The store's paired tablets; each can be revoked, after a question. */
export function TabletList({ storeId, tablets }: { storeId: string; tablets: StoreTablet[] }) {
  const t = useT(tabletsMessages);
  const lastUsed = useLastUsed();
  const revoke = useRevokeTablet(storeId);
  const [asking, setAsking] = useState<StoreTablet | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  const close = () => {
    setAsking(null);
    revoke.reset();
  };
  const confirm = (tablet: StoreTablet) =>
    revoke.mutate(tablet.id, {
      onSuccess: () => {
        setAsking(null);
        setRevoked(tablet.name);
      },
    });

  return (
    <SectionCard id="store-tablets" title={t('listTitle')}>
      {revoked && (
        <Alert tone="success" className="mb-3">
          {t('revoked', { name: revoked })}
        </Alert>
      )}
      {tablets.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('noTablets')}</p>
      ) : (
        <ul className="-my-3 divide-y divide-slate-200 dark:divide-slate-800">
          {tablets.map((tablet) => (
            <TabletRow
              key={tablet.id}
              tablet={tablet}
              lastUsed={lastUsed(tablet.lastUsedAt)}
              onRevoke={() => {
                revoke.reset();
                setRevoked(null);
                setAsking(tablet);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmModal
        open={asking !== null}
        onClose={close}
        title={t('revokeTitle', { name: asking?.name ?? '' })}
        description={t('revokeDescription')}
        error={revoke.isError ? revoke.error.message : null}
        pending={revoke.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('revoke')}
        pendingLabel={t('revoking')}
        onConfirm={() => asking && confirm(asking)}
      />
    </SectionCard>
  );
}
