import { Alert } from '#web/components/ui/alert';
import { Card, CardBody } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { StorePicker } from '#web/components/stores/store-picker';
import type { StoreScope } from '#web/lib/store-scope/use-store-scope';
import { useT } from '#web/lib/i18n';
import { dailyMessages } from '../messages';

/**
 * A super-admin's first step on the daily view: the chain's stores, to pick the one to show
 * (SPEC §2; the choice is remembered). `dayLabel` names the day when one was asked for.
 */
export function ChooseStorePrompt({
  scope,
  dayLabel,
  onSelect,
}: {
  scope: StoreScope;
  dayLabel: string | null;
  onSelect: (storeId: string) => void;
}) {
  const t = useT(dailyMessages);
  return (
    <Card role="region" aria-labelledby="choose-store-heading" className="max-w-xl">
      <CardBody className="space-y-3">
        <div>
          <h2 id="choose-store-heading" className="text-lg font-semibold">
            {t('chooseStore')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {dayLabel ? t('chooseStoreForDay', { day: dayLabel }) : t('chooseStoreIntro')}
          </p>
        </div>
        {scope.storesLoading ? (
          <Spinner label={t('loadingStores')} />
        ) : scope.storesError ? (
          <Alert tone="error">{scope.storesError.message}</Alert>
        ) : scope.stores.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('noStores')}</p>
        ) : (
          <StorePicker
            stores={scope.stores}
            selectedId={scope.storeId}
            onSelect={(storeId) => storeId && onSelect(storeId)}
          />
        )}
      </CardBody>
    </Card>
  );
}
