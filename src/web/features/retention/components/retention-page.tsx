import { Alert } from '#web/components/ui/alert';
import { NotAvailableOffline } from '#web/components/ui/not-available-offline';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { isUnavailableOffline } from '#web/lib/query-offline';
import { useRetention } from '../api/retention';
import { retentionMessages } from '../messages';
import { ChainPeriodsForm } from './chain-periods-form';
import { StoreList } from './store-list';

/**
 * `/admin/retention` (super admins, docs/decisions/057): how long each kind of record is kept
 * chain-wide, and each store's own periods and legal hold.
 */
export function RetentionPage() {
  const t = useT(retentionMessages);
  usePageTitle(t('title'));
  const settings = useRetention();

  let body;
  if (isUnavailableOffline(settings)) body = <NotAvailableOffline />;
  else if (settings.isPending) body = <PageSpinner />;
  else if (settings.isError) body = <Alert tone="error">{settings.error.message}</Alert>;
  else {
    body = (
      <>
        <ChainPeriodsForm settings={settings.data} />
        <StoreList settings={settings.data} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <div className="max-w-3xl space-y-6">{body}</div>
    </>
  );
}
