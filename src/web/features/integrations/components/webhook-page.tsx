import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { WEBHOOK_MESSAGES } from '#domain/integrations/webhook-messages';
import type { Webhook } from '#domain/integrations/webhooks';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { SectionCard } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useWebhooks } from '../api/webhooks';
import { integrationsMessages } from '../messages';
import { DeliveryLog } from './delivery-log';
import { WebhookActions } from './webhook-actions';
import { EditWebhookForm } from './webhook-form';
import { useWebhookWords } from './webhook-words';

function BackLink() {
  const t = useT(integrationsMessages);
  return (
    <Link
      to="/admin/integrations"
      className="mb-3 -ms-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      {t('backToIntegrations')}
    </Link>
  );
}

/** A webhook's address, reach, status and events, as a list of terms. */
function WebhookDetails({ webhook }: { webhook: Webhook }) {
  const t = useT(integrationsMessages);
  const words = useWebhookWords();
  const status = words.status(webhook);
  const term = 'text-sm font-medium text-slate-600 dark:text-slate-400';
  return (
    <dl className="space-y-3">
      <div>
        <dt className={term}>{t('statusLabel')}</dt>
        <dd>
          <Badge tone={status.tone} className="rounded-lg! whitespace-normal!">
            {status.text}
          </Badge>
        </dd>
      </div>
      <div>
        <dt className={term}>{t('webhookUrl')}</dt>
        <dd className="font-mono text-sm break-all" dir="ltr">
          {webhook.url}
        </dd>
      </div>
      <div>
        <dt className={term}>{t('reachLabel')}</dt>
        <dd>{words.reach(webhook)}</dd>
      </div>
      <div>
        <dt className={term}>{t('eventsLegend')}</dt>
        <dd>
          <ul className="list-disc space-y-0.5 ps-5">
            {webhook.events.map((event) => (
              <li key={event}>{words.event(event)}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

function WebhookScreen({ webhook }: { webhook: Webhook }) {
  const t = useT(integrationsMessages);
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <PageHeader title={webhook.name} />
      <div className="max-w-3xl space-y-6">
        <SectionCard id="webhook" title={t('webhookSettings')}>
          {editing ? (
            <EditWebhookForm webhook={webhook} onDone={() => setEditing(false)} />
          ) : (
            <div className="space-y-6">
              <WebhookDetails webhook={webhook} />
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('madeBy', {
                  name: webhook.createdByName,
                  date: format.dateTime(webhook.createdAt),
                })}
              </p>
              <WebhookActions
                webhook={webhook}
                onEdit={() => setEditing(true)}
                onDeleting={setDeleting}
              />
            </div>
          )}
        </SectionCard>
        <DeliveryLog webhookId={webhook.id} paused={deleting} />
      </div>
    </>
  );
}

/**
 * `/admin/integrations/webhooks/:id`: one webhook, what can be done to it (test, pause, rotate
 * its secret, edit, delete), and its delivery log.
 */
export function WebhookPage() {
  const t = useT(integrationsMessages);
  const domainText = useDomainText();
  const { webhookId = '' } = useParams();
  const webhooks = useWebhooks();
  const webhook = webhooks.data?.webhooks.find((one) => one.id === webhookId);
  usePageTitle(webhook?.name ?? t('webhooksTitle'));
  let screen;
  if (webhooks.isPending) screen = <PageSpinner />;
  else if (webhooks.isError) screen = <Alert tone="error">{webhooks.error.message}</Alert>;
  else if (!webhook) {
    screen = <Alert tone="error">{domainText(WEBHOOK_MESSAGES.webhookNotFound)}</Alert>;
  } else screen = <WebhookScreen webhook={webhook} />;
  return (
    <>
      <BackLink />
      {screen}
    </>
  );
}
