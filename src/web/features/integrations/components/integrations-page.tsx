import { PageHeader } from '#web/components/ui/page-header';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { integrationsMessages } from '../messages';
import { ApiTokens } from './api-tokens';
import { Webhooks } from './webhooks';

/**
 * `/admin/integrations` (managers and super admins): what other systems use to work with
 * ShiftCheck — API tokens within the person's stores (docs/decisions/055), and the webhooks
 * that tell another system what happens there, signed (docs/decisions/058).
 */
export function IntegrationsPage() {
  const t = useT(integrationsMessages);
  usePageTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="max-w-3xl space-y-6">
        <ApiTokens />
        <Webhooks />
      </div>
    </>
  );
}
