import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Webhook, WebhookWithSecret } from '#domain/integrations/webhooks';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmModal } from '#web/components/ui/confirm-modal';
import { useFormat, useT } from '#web/lib/i18n';
import {
  useChangeWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useTestWebhook,
} from '../api/webhooks';
import { integrationsMessages } from '../messages';
import { WebhookSecretShown } from './webhooks';
import { useWebhookWords } from './webhook-words';

/** "Send a test": a `webhook.test` event sent at once, and what the receiver answered. */
function SendTest({ webhook }: { webhook: Webhook }) {
  const t = useT(integrationsMessages);
  const words = useWebhookWords();
  const test = useTestWebhook(webhook.id);
  const result = test.data && words.testResult(test.data);
  return (
    <div className="space-y-2">
      <Button onClick={() => test.mutate()} disabled={test.isPending}>
        {test.isPending ? t('sendingTest') : t('sendTest')}
      </Button>
      {/* Read out as it comes: the test's result. */}
      <div aria-live="polite">
        {result && !test.isPending && (
          <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>
        )}
        {test.isError && <Alert tone="error">{test.error.message}</Alert>}
      </div>
    </div>
  );
}

/**
 * What can be done to a webhook: send a test, pause or resume it, rotate its secret (the new one
 * shown once), edit it, delete it. Rotating and deleting ask first.
 */
export function WebhookActions({
  webhook,
  onEdit,
  onDeleting,
}: {
  webhook: Webhook;
  onEdit: () => void;
  /** Told as a delete is asked for (its log stops being read) and if it fails. */
  onDeleting: (deleting: boolean) => void;
}) {
  const t = useT(integrationsMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const change = useChangeWebhook(webhook.id);
  const rotate = useRotateWebhookSecret(webhook.id);
  const remove = useDeleteWebhook(
    webhook.id,
    () => void navigate('/admin/integrations', { replace: true }),
  );
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null);
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const paused = webhook.status === 'paused';
  const close = () => {
    setAsking(null);
    rotate.reset();
    remove.reset();
  };
  const until = rotated?.webhook.previousSecretUntil ?? null;
  return (
    <div className="space-y-4">
      <SendTest webhook={webhook} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => change.mutate({ paused: !paused })}
        >
          {paused ? t('resume') : t('pause')}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setRotated(null);
            setAsking('rotate');
          }}
        >
          {t('rotateSecret')}
        </Button>
        <Button variant="danger-outline" onClick={() => setAsking('delete')}>
          {t('delete')}
        </Button>
      </div>
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
      {/* Read out as it appears: the new secret, this once. */}
      <div aria-live="polite">
        {rotated && (
          <WebhookSecretShown made={rotated} onDone={() => setRotated(null)}>
            {until && (
              <p className="text-sm">
                {t('previousSecretUntil', { time: format.dateTime(until) })}
              </p>
            )}
          </WebhookSecretShown>
        )}
      </div>
      <ConfirmModal
        open={asking === 'rotate'}
        onClose={close}
        title={t('rotateTitle', { name: webhook.name })}
        description={t('rotateDescription')}
        error={rotate.isError ? rotate.error.message : null}
        pending={rotate.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('rotateSecret')}
        pendingLabel={t('rotating')}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (made) => {
              setAsking(null);
              setRotated(made);
            },
          })
        }
      />
      <ConfirmModal
        open={asking === 'delete'}
        onClose={close}
        title={t('deleteTitle', { name: webhook.name })}
        description={t('deleteDescription')}
        error={remove.isError ? remove.error.message : null}
        pending={remove.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        onConfirm={() => {
          onDeleting(true);
          remove.mutate(undefined, { onError: () => onDeleting(false) });
        }}
      />
    </div>
  );
}
