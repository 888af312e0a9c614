import { useState } from 'react';
import { authorize } from '#domain/authz';
import { PAIRING_CODE_MINUTES, type Pairing, type StoreTablet } from '#domain/tablets/api';
import { NoAssignedStore } from '#web/components/stores/no-assigned-store';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { Alert } from '#web/components/ui/alert';
import { NotAvailableOffline } from '#web/components/ui/not-available-offline';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { isUnavailableOffline } from '#web/lib/query-offline';
import { useStoreScope } from '#web/lib/store-scope/use-store-scope';
import { useNow } from '#web/lib/use-now';
import { useStoreTablets } from '../api/tablets';
import { tabletsMessages } from '../messages';
import { LockSettingForm } from './lock-setting-form';
import { PairingSection } from './pairing-section';
import { TabletList } from './tablet-list';

/**
 * The tablet a code paired: one paired since the code was made (both times are the server's, so
 * the device's clock does not matter).
 */
function pairedWith(
  tablets: readonly StoreTablet[] | undefined,
  pairing: Pairing,
): StoreTablet | null {
  const issued = Date.parse(pairing.expiresAt) - PAIRING_CODE_MINUTES * 60_000;
  return tablets?.find((tablet) => Date.parse(tablet.pairedAt) >= issued) ?? null;
}

/**
 * `/admin/tablets`: a store's shared tablets (docs/decisions/051). Its managers see their own
 * store's; super admins and area managers choose the store.
 */
export function TabletsPage() {
  const t = useT(tabletsMessages);
  usePageTitle(t('title'));
  const user = useCurrentUser();
  const scope = useStoreScope();
  const storeId = scope.storeId;

  let body;
  if (scope.unassigned) body = <NoAssignedStore />;
  else if (storeId === null) {
    body = scope.storesLoading ? <PageSpinner /> : <Alert tone="info">{t('chooseStore')}</Alert>;
  } else if (!authorize(user, 'tablet:manage', { storeId })) {
    body = <Alert tone="error">{t('notAllowed')}</Alert>;
  } else body = <StoreTablets key={storeId} storeId={storeId} />;

  return (
    <>
      <PageHeader title={t('title')} />
      {/* Its own line, as on the due times page: a long store name shortens rather than widens. */}
      <div className="mb-4 max-w-3xl">
        <StoreScopeControl scope={scope} />
      </div>
      {body}
    </>
  );
}

/** The code on screen, and the tablet it paired once that is in the list. */
interface Shown {
  pairing: Pairing;
  pairedName: string | null;
}

function StoreTablets({ storeId }: { storeId: string }) {
  const t = useT(tabletsMessages);
  // The code on screen, until it is put away.
  const [shown, setShown] = useState<Shown | null>(null);
  const pairing = shown?.pairing ?? null;
  const waiting = shown !== null && shown.pairedName === null;
  // Each second while a code is shown, to tell when it has run out.
  const now = useNow(waiting ? 1_000 : 30_000);
  const expired = pairing !== null && now.getTime() >= Date.parse(pairing.expiresAt);
  // While the code can be entered, the list is asked for again until the tablet is in it.
  const tablets = useStoreTablets(
    storeId,
    pairing && waiting && !expired ? (data) => pairedWith(data?.tablets, pairing) === null : null,
  );
  // Kept once seen, so the code never comes back when that tablet is revoked.
  const paired = pairing && waiting ? pairedWith(tablets.data?.tablets, pairing) : null;
  if (pairing && paired) setShown({ pairing, pairedName: paired.name });

  if (isUnavailableOffline(tablets)) return <NotAvailableOffline />;
  if (tablets.isPending) return <PageSpinner />;
  if (tablets.isError) return <Alert tone="error">{tablets.error.message}</Alert>;
  const { lockMinutes } = tablets.data;
  const pairedName = shown?.pairedName ?? paired?.name ?? null;

  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-slate-600 dark:text-slate-400">{t('intro', { minutes: lockMinutes })}</p>
      <TabletList storeId={storeId} tablets={tablets.data.tablets} />
      <PairingSection
        storeId={storeId}
        pairing={pairing}
        onPairing={(next) => setShown(next && { pairing: next, pairedName: null })}
        pairedName={pairedName}
        expired={expired && pairedName === null}
      />
      <LockSettingForm storeId={storeId} lockMinutes={lockMinutes} />
    </div>
  );
}
