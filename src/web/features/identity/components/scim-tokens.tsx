import { zodResolver } from '@hookform/resolvers/zod';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  newScimTokenBodySchema,
  SCIM_BASE_PATH,
  type CreatedScimToken,
  type NewScimTokenBody,
  type ScimToken,
} from '#domain/scim/tokens';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { ConfirmModal } from '#web/components/ui/confirm-modal';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api/scim-tokens';
import { scimMessages } from '../scim-messages';
import { CopyField } from '#web/components/ui/copy-field';

/** The token's name, and the button that makes it. */
function TokenForm({ onMade }: { onMade: (made: CreatedScimToken) => void }) {
  const t = useT(scimMessages);
  const domainText = useDomainText();
  const create = useCreateScimToken();
  const form = useForm<NewScimTokenBody>({
    resolver: zodResolver(newScimTokenBodySchema),
    defaultValues: { name: '' },
  });
  const message = form.formState.errors.name?.message;
  const submit = (body: NewScimTokenBody) =>
    create.mutate(body, {
      onSuccess: (made) => {
        form.reset();
        onMade(made);
      },
    });
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('tokenName')}
          placeholder={t('tokenNamePlaceholder')}
          autoComplete="off"
          className="sm:flex-1"
          error={message && domainText(message)}
          {...form.register('name')}
        />
        <Button type="submit" disabled={create.isPending} className="sm:mt-7">
          {create.isPending ? t('creating') : t('createToken')}
        </Button>
      </div>
      {create.isError && <Alert tone="error">{create.error.message}</Alert>}
    </form>
  );
}

/** The secret, this once: copy it, then put it away for good. */
function SecretShown({ made, onDone }: { made: CreatedScimToken; onDone: () => void }) {
  const t = useT(scimMessages);
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <p className="font-semibold">{t('secretTitle', { name: made.token.name })}</p>
      <p className="text-sm">{t('secretOnce')}</p>
      <CopyField label={t('secretLabel')} value={made.secret} testId="scim-token-secret" />
      <Button variant="secondary" onClick={onDone}>
        {t('done')}
      </Button>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ScimToken; onRevoke: () => void }) {
  const t = useT(scimMessages);
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <KeyRound
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
        />
        <div className="min-w-0">
          <p className="font-medium break-words">{token.name}</p>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
            {t('madeBy', { name: token.createdByName, date: format.dateTime(token.createdAt) })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {token.lastUsedAt === null
              ? t('notUsedYet')
              : t('lastUsedAt', { time: format.dateTime(token.lastUsedAt) })}
          </p>
        </div>
      </div>
      <Button
        variant="danger-outline"
        size="sm"
        aria-label={t('revokeLabel', { name: token.name })}
        onClick={onRevoke}
      >
        {t('revoke')}
      </Button>
    </li>
  );
}

/** The tokens in force; each can be revoked, after a question. */
function TokenList() {
  const t = useT(scimMessages);
  const tokens = useScimTokens();
  const revoke = useRevokeScimToken();
  const [asking, setAsking] = useState<ScimToken | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    revoke.reset();
  };
  const confirm = (token: ScimToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setAsking(null);
        setRevoked(token.name);
      },
    });

  let list;
  if (tokens.isPending) list = <Spinner />;
  else if (tokens.isError) list = <Alert tone="error">{tokens.error.message}</Alert>;
  else if (tokens.data.tokens.length === 0) {
    list = <p className="text-slate-600 dark:text-slate-400">{t('noTokens')}</p>;
  } else {
    list = (
      <ul className="-my-3 divide-y divide-slate-200 dark:divide-slate-800">
        {tokens.data.tokens.map((token) => (
          <TokenRow
            key={token.id}
            token={token}
            onRevoke={() => {
              revoke.reset();
              setRevoked(null);
              setAsking(token);
            }}
          />
        ))}
      </ul>
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t('listTitle')}</h3>
      {revoked && <Alert tone="success">{t('revoked', { name: revoked })}</Alert>}
      {list}
      <ConfirmModal
        open={asking !== null}
        onClose={close}
        title={t('revokeTitle', { name: asking?.name ?? '' })}
        description={t('revokeDescription')}
        error={revoke.isError ? revoke.error.message : null}
        pending={revoke.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('revoke')}
        pendingLabel={t('revoking')}
        onConfirm={() => asking && confirm(asking)}
      />
    </div>
  );
}

/**
 * Admin → Sign-in & identity → SCIM provisioning (super admins): the address the identity
 * provider provisions people at, a token for it (its secret shown once), and the tokens in force.
 */
export function ScimTokens() {
  const t = useT(scimMessages);
  const [made, setMade] = useState<CreatedScimToken | null>(null);
  return (
    <SectionCard id="scim-provisioning" title={t('title')} description={t('description')}>
      <div className="space-y-6">
        <div className="space-y-1.5">
          <CopyField
            label={t('baseUrlLabel')}
            value={`${window.location.origin}${SCIM_BASE_PATH}`}
            testId="scim-base-url"
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('baseUrlHint')}</p>
        </div>
        {/* Read out as it appears: the secret, this once. */}
        <div aria-live="polite">
          {made ? (
            <SecretShown made={made} onDone={() => setMade(null)} />
          ) : (
            <TokenForm onMade={setMade} />
          )}
        </div>
        <TokenList />
      </div>
    </SectionCard>
  );
}
