import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { normalisePairingCode, pairBodySchema } from '#domain/tablets/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { api, ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { announceSessionChange, setQueueUser } from '#web/lib/offline-queue';
import { usePageTitle } from '#web/lib/page-title';
import { sessionQueryKey } from '#web/lib/query-keys';
import { usePairTablet } from '../api/tablet';
import { tabletMessages } from '../messages';

/**
 * /tablet: the browser that is to be the store's tablet takes the code its manager shows. Whoever
 * was signed in on it is signed out: from now on the crew open their own sessions with a PIN.
 */
export function PairPage() {
  const t = useT(tabletMessages);
  const domainText = useDomainText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const pair = usePairTablet();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(t('pairTitle'));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = pairBodySchema.safeParse({ code });
    if (!checked.success) return setProblem(domainText(checked.error.issues[0]?.message ?? ''));
    setProblem(null);
    pair.mutate(
      { code: normalisePairingCode(code) },
      {
        onSuccess: () =>
          void api
            .post('/api/auth/sign-out')
            .catch(() => undefined)
            .then(() => {
              setQueueUser(null);
              announceSessionChange();
              client.setQueryData(sessionQueryKey, null);
              return navigate('/', { replace: true });
            }),
        onError: (error) =>
          setProblem(error instanceof ApiRequestError ? error.message : String(error)),
      },
    );
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <img src="/icon.svg" alt="" className="mx-auto mb-4 h-14 w-14" />
          <h1 className="text-2xl font-semibold tracking-tight">{t('pairTitle')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('pairIntro')}</p>
        </div>
        <form
          noValidate
          onSubmit={submit}
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          {problem && <Alert tone="error">{problem}</Alert>}
          <TextField
            label={t('codeLabel')}
            hint={t('codeHint')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            className="[&_input]:font-mono [&_input]:tracking-widest [&_input]:uppercase"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={pair.isPending}>
            {pair.isPending ? t('pairing') : t('pairButton')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => void navigate('/')}>
            {t('backToSignIn')}
          </Button>
        </form>
      </div>
    </main>
  );
}
