import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import type { ApiToken, CreatedApiToken } from '#domain/integrations/api-tokens';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { ConfirmModal } from '#web/components/ui/confirm-modal';
import { CopyField } from '#web/components/ui/copy-field';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { integrationsMessages } from '../messages';
import { SCOPE_LABELS, TokenForm } from './token-form';

/** The secret, this once: copy it, then put it away for good. */
function SecretShown({ made, onDone }: { made: CreatedApiToken; onDone: () => void }) {
  const t = useT(integrationsMessages);
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <p className="font-semibold">{t('secretTitle', { name: made.token.name })}</p>
      <p className="text-sm">{t('secretOnce')}</p>
      <CopyField label={t('secretLabel')} value={made.secret} testId="api-token-secret" />
      <Button variant="secondary" onClick={onDone}>
        {t('done')}
      </Button>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const t = useT(integrationsMessages);
  const format = useFormat();
  const reach =
    token.storeName ??
    (token.areaName ? t('reachArea', { name: token.areaName }) : t('reachChain'));
  const muted = 'text-sm break-words text-slate-600 dark:text-slate-400';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <KeyRound
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
        />
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words">{token.name}</p>
          <p className={muted}>{reach}</p>
          <ul className="flex flex-wrap gap-1.5">
            {token.scopes.map((scope) => (
              <li key={scope}>
                <Badge tone="neutral">{t(SCOPE_LABELS[scope])}</Badge>
              </li>
            ))}
          </ul>
          <p className={muted}>
            {t('madeBy', { name: token.createdByName, date: format.dateTime(token.createdAt) })}
          </p>
          <p className={muted}>
            {token.expiresAt === null
              ? t('neverExpires')
              : t('expiresOn', { date: format.dateTime(token.expiresAt) })}
            {' · '}
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
  const t = useT(integrationsMessages);
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [asking, setAsking] = useState<ApiToken | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    revoke.reset();
  };
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
        onConfirm={() =>
          asking &&
          revoke.mutate(asking.id, {
            onSuccess: () => {
              setAsking(null);
              setRevoked(asking.name);
            },
          })
        }
      />
    </div>
  );
}

/**
 * Admin → Integrations → API tokens (managers, for their stores; super admins, for any): make
 * one for another system (its secret shown once), see those in force, revoke one.
 */
export function ApiTokens() {
  const t = useT(integrationsMessages);
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  return (
    <SectionCard id="api-tokens" title={t('tokensTitle')} description={t('tokensDescription')}>
      <div className="space-y-6">
        <p className="text-sm text-slate-600 dark:text-slate-400" dir="auto">
          {t('howToUse')}
        </p>
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
