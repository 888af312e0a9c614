import { useState } from 'react';
import {
  resendSinceBodySchema,
  WEBHOOK_DELIVERIES_KEPT_DAYS,
  type WebhookDelivery,
} from '#domain/integrations/webhooks';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useFormat, useT } from '#web/lib/i18n';
import { useResendDelivery, useResendSince, useWebhookDeliveries } from '../api/webhooks';
import { integrationsMessages } from '../messages';
import { useWebhookWords } from './webhook-words';

/** One delivery as a card: its event, when, status, the receiver's answer, attempts, Send again. */
function DeliveryRow({
  delivery,
  sending,
  onSend,
}: {
  delivery: WebhookDelivery;
  sending: boolean;
  onSend: () => void;
}) {
  const t = useT(integrationsMessages);
  const format = useFormat();
  const words = useWebhookWords();
  const status = words.delivery(delivery);
  const answer = words.answer(delivery);
  const event = words.event(delivery.event);
  const when = format.dateTime(delivery.createdAt);
  const muted = 'text-sm break-words text-slate-600 dark:text-slate-400';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="delivery">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words">{event}</p>
        <p className={muted}>{when}</p>
        <Badge tone={status.tone} className="rounded-lg! whitespace-normal!">
          {status.text}
        </Badge>
        <p className={muted} dir="auto">
          {answer && `${answer} · `}
          {t('deliveryAttempts', { count: delivery.attempts })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('sendAgainLabel', { event, time: when })}
        disabled={sending}
        onClick={onSend}
      >
        {t('sendAgain')}
      </Button>
    </li>
  );
}

/** The date-time input's value (the person's own time) as an instant the API takes; null if none. */
function instantOf(local: string): string | null {
  if (!local) return null;
  const when = new Date(local);
  return Number.isNaN(when.getTime()) ? null : when.toISOString();
}

/** "Resend everything since…": every delivery from that time on queued again. */
function ResendSince({ webhookId }: { webhookId: string }) {
  const t = useT(integrationsMessages);
  const resend = useResendSince(webhookId);
  const [since, setSince] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const parsed = resendSinceBodySchema.safeParse({ since: instantOf(since) });
    setMissing(!parsed.success);
    if (parsed.success) resend.mutate(parsed.data);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 className="font-semibold">{t('resendTitle')}</h3>
      <TextField
        label={t('resendSince')}
        type="datetime-local"
        value={since}
        onChange={(event) => setSince(event.target.value)}
        error={missing ? t('resendSinceMissing') : undefined}
      />
      <Button type="submit" variant="secondary" disabled={resend.isPending}>
        {resend.isPending ? t('resending') : t('resendButton')}
      </Button>
      <div aria-live="polite">
        {resend.isSuccess && (
          <Alert tone="success">{t('resent', { count: resend.data.queued })}</Alert>
        )}
        {resend.isError && <Alert tone="error">{resend.error.message}</Alert>}
      </div>
    </form>
  );
}

/**
 * A webhook's log: each delivery, newest first, with what the receiver answered; one can be
 * sent again, or everything since a time; older pages come with "Load more".
 */
export function DeliveryLog({
  webhookId,
  paused,
}: {
  webhookId: string;
  /** Not read meanwhile (the webhook is being deleted, its log with it). */
  paused: boolean;
}) {
  const t = useT(integrationsMessages);
  const [pages, setPages] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, pages, !paused);
  const again = useResendDelivery(webhookId);
  const [sentAgain, setSentAgain] = useState(false);
  let list;
  if (deliveries.isPending) list = <Spinner />;
  else if (deliveries.isError) list = <Alert tone="error">{deliveries.error.message}</Alert>;
  else {
    const shown = deliveries.data.deliveries;
    list =
      shown.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('noDeliveries')}</p>
      ) : (
        <ul
          aria-label={t('deliveriesLabel')}
          className="-my-3 divide-y divide-slate-200 dark:divide-slate-800"
        >
          {shown.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              sending={again.isPending && again.variables === delivery.id}
              onSend={() => {
                setSentAgain(false);
                again.mutate(delivery.id, { onSuccess: () => setSentAgain(true) });
              }}
            />
          ))}
        </ul>
      );
  }
  return (
    <SectionCard
      id="deliveries"
      title={t('logTitle')}
      description={t('logDescription', { days: WEBHOOK_DELIVERIES_KEPT_DAYS })}
    >
      <div className="space-y-4">
        <div aria-live="polite">
          {sentAgain && <Alert tone="success">{t('sentAgain')}</Alert>}
          {again.isError && <Alert tone="error">{again.error.message}</Alert>}
        </div>
        {list}
        {deliveries.data?.next != null && (
          <Button
            variant="secondary"
            disabled={deliveries.isPlaceholderData && deliveries.isFetching}
            onClick={() => setPages(pages + 1)}
          >
            {t('loadMore')}
          </Button>
        )}
        <ResendSince webhookId={webhookId} />
      </div>
    </SectionCard>
  );
}
