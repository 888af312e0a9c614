import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  newPairingBodySchema,
  PAIRING_CODE_MINUTES,
  type NewPairingBody,
  type Pairing,
} from '#domain/tablets/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { useCreatePairing } from '../api/tablets';
import { tabletsMessages } from '../messages';

/** Stands in for the address while the sentence around it is translated. */
const URL_MARK = '\u0000';

/** The tablet's name, and the button that asks for a code. */
function PairingForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (body: NewPairingBody) => void;
}) {
  const t = useT(tabletsMessages);
  const domainText = useDomainText();
  const form = useForm<NewPairingBody>({
    resolver: zodResolver(newPairingBodySchema),
    defaultValues: { name: '' },
  });
  const message = form.formState.errors.name?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={t('tabletName')}
        placeholder={t('tabletNamePlaceholder')}
        autoComplete="off"
        className="sm:flex-1"
        error={message && domainText(message)}
        {...form.register('name')}
      />
      <Button type="submit" disabled={busy} className="sm:mt-7">
        {busy ? t('gettingCode') : t('showCode')}
      </Button>
    </form>
  );
}

/** The code, big enough to copy from across the counter, and where to enter it. */
function PairingCode({ pairing, onHide }: { pairing: Pairing; onHide: () => void }) {
  const t = useT(tabletsMessages);
  const format = useFormat();
  const url = `${window.location.origin}/tablet`;
  // The address shows in bold wherever the language puts it in the sentence.
  const [before = '', after = ''] = t('codeInstruction', {
    url: URL_MARK,
    minutes: PAIRING_CODE_MINUTES,
  }).split(URL_MARK);
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('codeFor', { name: pairing.name })}
      </p>
      <p
        className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-4 text-center font-mono text-4xl font-semibold tracking-[0.2em] break-all select-all sm:text-5xl dark:border-slate-700 dark:bg-slate-950"
        dir="ltr"
        data-testid="pairing-code"
      >
        {pairing.code}
      </p>
      <p>
        {before}
        {/* An address reads left to right in every language. */}
        <bdi dir="ltr" className="font-semibold break-words">
          {url}
        </bdi>
        {after}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('codeUntil', { time: format.time(pairing.expiresAt) })}
      </p>
      <Button variant="secondary" onClick={onHide}>
        {t('hideCode')}
      </Button>
    </div>
  );
}

export interface PairingSectionProps {
  storeId: string;
  /** The code on screen, or null for the form. */
  pairing: Pairing | null;
  onPairing: (pairing: Pairing | null) => void;
  /** The tablet the code has paired, once it is in the list. */
  pairedName: string | null;
  expired: boolean;
}

/**
 * "Pair a tablet": a name, then a one-time code to type in the tablet's browser; it tells when
 * the tablet is paired, or when the code has run out and offers another.
 */
export function PairingSection({
  storeId,
  pairing,
  onPairing,
  pairedName,
  expired,
}: PairingSectionProps) {
  const t = useT(tabletsMessages);
  const create = useCreatePairing(storeId);
  const ask = (body: NewPairingBody) => create.mutate(body, { onSuccess: onPairing });
  const reset = () => {
    create.reset();
    onPairing(null);
  };

  let shown = null;
  if (pairing && pairedName !== null) {
    shown = (
      <div className="space-y-3">
        <Alert tone="success">{t('paired', { name: pairedName })}</Alert>
        <Button variant="secondary" onClick={reset}>
          {t('pairAnother')}
        </Button>
      </div>
    );
  } else if (pairing && expired) {
    shown = (
      <div className="space-y-3">
        <Alert tone="warning">{t('codeExpired', { name: pairing.name })}</Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button disabled={create.isPending} onClick={() => ask({ name: pairing.name })}>
            {create.isPending ? t('gettingCode') : t('newCode')}
          </Button>
          <Button variant="secondary" onClick={reset}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  } else if (pairing) {
    shown = <PairingCode pairing={pairing} onHide={reset} />;
  }

  return (
    <SectionCard id="tablet-pairing" title={t('pairTitle')} description={t('pairDescription')}>
      {pairing === null && <PairingForm busy={create.isPending} onSubmit={ask} />}
      {/* Read out as it appears: the code, the tablet paired, the code run out. */}
      <div aria-live="polite">{shown}</div>
      {create.isError && (
        <Alert tone="error" className="mt-3">
          {create.error.message}
        </Alert>
      )}
    </SectionCard>
  );
}
