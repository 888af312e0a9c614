import { useState } from 'react';
import { legalHoldBodySchema, type StoreRetention } from '#domain/retention/api';
import { LEGAL_HOLD_REASON_MAX } from '#domain/retention/retention';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmModal } from '#web/components/ui/confirm-modal';
import { Modal } from '#web/components/ui/dialog';
import { Switch } from '#web/components/ui/switch';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useT } from '#web/lib/i18n';
import { useHoldStore, useLiftHold } from '../api/retention';
import { retentionMessages } from '../messages';

/** The reason a hold needs, asked before the store is held. */
function HoldDialog({
  store,
  label,
  onClose,
}: {
  store: StoreRetention;
  label: string;
  onClose: (held: boolean) => void;
}) {
  const t = useT(retentionMessages);
  const domainText = useDomainText();
  const hold = useHoldStore(store.storeId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const body = legalHoldBodySchema.safeParse({ reason });
    if (!body.success) {
      setProblem(body.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    hold.mutate(body.data, { onSuccess: () => onClose(true) });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={t('holdTitle', { store: label })}
      description={t('holdDescription')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextareaField
          label={t('holdReason')}
          hint={t('holdReasonHint', { max: LEGAL_HOLD_REASON_MAX })}
          maxLength={LEGAL_HOLD_REASON_MAX}
          value={reason}
          error={problem && domainText(problem)}
          onChange={(event) => setReason(event.target.value)}
        />
        {hold.isError && <Alert tone="error">{hold.error.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={hold.isPending}>
            {hold.isPending ? t('holding') : t('holdConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A store's legal hold: a switch that asks a reason before holding, and asks again before
 * lifting. `onDone` says what happened, for the list's message.
 */
export function LegalHoldSwitch({
  store,
  label,
  onDone,
}: {
  store: StoreRetention;
  label: string;
  onDone: (text: string) => void;
}) {
  const t = useT(retentionMessages);
  const lift = useLiftHold(store.storeId);
  const [asking, setAsking] = useState<'hold' | 'lift' | null>(null);
  const close = () => {
    setAsking(null);
    lift.reset();
  };
  return (
    <>
      <Switch
        label={t('holdSwitch')}
        checked={store.hold !== null}
        onCheckedChange={(on) => setAsking(on ? 'hold' : 'lift')}
      />
      {asking === 'hold' && (
        <HoldDialog
          store={store}
          label={label}
          onClose={(held) => {
            setAsking(null);
            if (held) onDone(t('held', { store: label }));
          }}
        />
      )}
      <ConfirmModal
        open={asking === 'lift'}
        onClose={close}
        title={t('liftTitle', { store: label })}
        description={t('liftDescription')}
        error={lift.isError ? lift.error.message : null}
        pending={lift.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('liftConfirm')}
        pendingLabel={t('lifting')}
        onConfirm={() =>
          lift.mutate(undefined, {
            onSuccess: () => {
              setAsking(null);
              onDone(t('lifted', { store: label }));
            },
          })
        }
      />
    </>
  );
}
