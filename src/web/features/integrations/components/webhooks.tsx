import ChevronRight from 'lucide-react/icons/chevron-right';
import Webhook from 'lucide-react/icons/webhook';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Webhook as WebhookShape, WebhookWithSecret } from '#domain/integrations/webhooks';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { CopyField } from '#web/components/ui/copy-field';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import { useWebhooks } from '../api/webhooks';
import { integrationsMessages } from '../messages';
import { WebhookForm } from './webhook-form';
import { useWebhookWords } from './webhook-words';

/**
 * A signing secret, this once (a new webhook's, or a rotated one's): copy it, then put it away
 * for good. `children` says more, such as until when the previous secret keeps signing.
 */
export function WebhookSecretShown({
  made,
  onDone,
  children,
}: {
  made: WebhookWithSecret;
  onDone: () => void;
  children?: ReactNode;
}) {
  const t = useT(integrationsMessages);
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <p className="font-semibold">{t('webhookSecretTitle', { name: made.webhook.name })}</p>
      <p className="text-sm">{t('webhookSecretHint')}</p>
      {children}
      <CopyField label={t('webhookSecretLabel')} value={made.secret} testId="webhook-secret" />
      <Button variant="secondary" onClick={onDone}>
        {t('done')}
      </Button>
    </div>
  );
}

/** One webhook as a card: its name (the link to its page), address, reach, events and status. */
function WebhookRow({ webhook }: { webhook: WebhookShape }) {
  const t = useT(integrationsMessages);
  const format = useFormat();
  const words = useWebhookWords();
  const status = words.status(webhook);
  const muted = 'text-sm break-words text-slate-600 dark:text-slate-400';
  return (
    <li className="relative flex items-start gap-3 py-3">
      <Webhook
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/admin/integrations/webhooks/${encodeURIComponent(webhook.id)}`}
          className="inline-flex min-h-11 items-center font-medium break-words text-blue-700 underline after:absolute after:inset-0 dark:text-blue-400"
        >
          {webhook.name}
        </Link>
        <p className={`${muted} font-mono break-all`} dir="ltr">
          {webhook.url}
        </p>
        <p className={muted}>
          {words.reach(webhook)}
          {' · '}
          {t('eventsCount', { count: webhook.events.length })}
        </p>
        <Badge tone={status.tone}>{status.text}</Badge>
        <p className={muted}>
          {t('madeBy', { name: webhook.createdByName, date: format.dateTime(webhook.createdAt) })}
        </p>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="mt-3 h-5 w-5 shrink-0 text-slate-400 rtl:-scale-x-100"
      />
    </li>
  );
}

/** The webhooks the person may manage, each opening its own page. */
function WebhookList() {
  const t = useT(integrationsMessages);
  const webhooks = useWebhooks();
  let list;
  if (webhooks.isPending) list = <Spinner />;
  else if (webhooks.isError) list = <Alert tone="error">{webhooks.error.message}</Alert>;
  else if (webhooks.data.webhooks.length === 0) {
    list = <p className="text-slate-600 dark:text-slate-400">{t('noWebhooks')}</p>;
  } else {
    list = (
      <ul className="-my-3 divide-y divide-slate-200 dark:divide-slate-800">
        {webhooks.data.webhooks.map((webhook) => (
          <WebhookRow key={webhook.id} webhook={webhook} />
        ))}
      </ul>
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t('webhooksListTitle')}</h3>
      {list}
    </div>
  );
}

/**
 * Admin → Integrations → Webhooks (managers, for their stores; super admins, for any): what a
 * webhook is and how its requests are signed, the webhooks in force, and a form to add one (its
 * signing secret shown once).
 */
export function Webhooks() {
  const t = useT(integrationsMessages);
  const [made, setMade] = useState<WebhookWithSecret | null>(null);
  return (
    <SectionCard id="webhooks" title={t('webhooksTitle')} description={t('webhooksDescription')}>
      <div className="space-y-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('webhooksSigning')}</p>
        <WebhookList />
        {/* Read out as it appears: the secret, this once. */}
        <div aria-live="polite">
          {made ? (
            <WebhookSecretShown made={made} onDone={() => setMade(null)} />
          ) : (
            <WebhookForm onMade={setMade} />
          )}
        </div>
      </div>
    </SectionCard>
  );
}
