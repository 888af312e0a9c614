import { useState, type FormEvent } from 'react';
import type { SsoSettings, SsoSettingsBody } from '#domain/sso/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { Switch } from '#web/components/ui/switch';
import { TextField } from '#web/components/ui/text-field';
import { useT } from '#web/lib/i18n';
import { useSaveSso } from '../api/sso';
import { identityMessages } from '../messages';
import { CopyField } from '#web/components/ui/copy-field';

interface Draft {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  createPeople: boolean;
  required: boolean;
  breakGlassEmail: string;
}

const draftOf = (settings: SsoSettings): Draft => ({
  name: settings.provider?.name ?? '',
  issuer: settings.provider?.issuer ?? '',
  clientId: settings.provider?.clientId ?? '',
  clientSecret: '',
  createPeople: settings.createPeople,
  required: settings.required,
  breakGlassEmail: settings.breakGlassEmail ?? '',
});

/**
 * Single sign-on's provider and rules (docs/decisions/052). The server reads the provider's
 * discovery document before it saves, and says so when it cannot; the secret is never shown
 * again, only that one is saved.
 */
export function SsoSettingsSection({ settings }: { settings: SsoSettings }) {
  const t = useT(identityMessages);
  const save = useSaveSso();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [done, setDone] = useState<'saved' | 'turnedOff' | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const fromEnvironment = settings.provider?.fromEnvironment ?? false;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDone(null);
    setDraft((old) => ({ ...old, [key]: value }));
  };

  function send(body: SsoSettingsBody, outcome: 'saved' | 'turnedOff') {
    setDone(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        setDraft(draftOf(answer));
        setDone(outcome);
        setConfirmingOff(false);
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const provider = {
      name: draft.name,
      issuer: draft.issuer,
      clientId: draft.clientId,
      ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
    };
    send(
      {
        provider: fromEnvironment ? null : provider,
        createPeople: draft.createPeople,
        required: draft.required,
        breakGlassEmail: draft.breakGlassEmail.trim() || null,
      },
      'saved',
    );
  }

  const field = (key: 'name' | 'issuer' | 'clientId') => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    disabled: fromEnvironment,
  });

  return (
    <SectionCard id="sso" title={t('ssoTitle')} description={t('ssoDescription')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <CopyField label={t('redirectUri')} value={settings.redirectUri} />
        <CopyField label={t('initiateLoginUri')} value={settings.initiateLoginUri} />
        {fromEnvironment && <Alert tone="info">{t('fromEnvironment')}</Alert>}
        <TextField label={t('providerName')} hint={t('providerNameHint')} {...field('name')} />
        <TextField
          label={t('issuer')}
          hint={t('issuerHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          {...field('issuer')}
        />
        <TextField label={t('clientId')} autoComplete="off" dir="ltr" {...field('clientId')} />
        {!fromEnvironment && (
          <TextField
            label={t('clientSecret')}
            type="password"
            autoComplete="new-password"
            hint={settings.provider?.hasSecret ? t('clientSecretKept') : undefined}
            value={draft.clientSecret}
            onChange={(event) => set('clientSecret', event.target.value)}
          />
        )}
        <div>
          <Switch
            label={t('createPeople')}
            checked={draft.createPeople}
            onCheckedChange={(on) => set('createPeople', on)}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('createPeopleHint')}</p>
        </div>
        <div>
          <Switch
            label={t('required')}
            checked={draft.required}
            onCheckedChange={(on) => set('required', on)}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('requiredHint')}</p>
        </div>
        <TextField
          label={t('breakGlass')}
          type="email"
          autoComplete="off"
          dir="ltr"
          value={draft.breakGlassEmail}
          onChange={(event) => set('breakGlassEmail', event.target.value)}
        />
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        {done && <Alert tone="success">{t(done)}</Alert>}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          {settings.provider &&
            !fromEnvironment &&
            (confirmingOff ? (
              <InlineConfirm
                label={t('turnOff')}
                question={t('turnOffConfirm')}
                disabled={save.isPending}
                onConfirm={() =>
                  send(
                    { provider: null, createPeople: false, required: false, breakGlassEmail: null },
                    'turnedOff',
                  )
                }
                onCancel={() => setConfirmingOff(false)}
              />
            ) : (
              <Button variant="danger-outline" onClick={() => setConfirmingOff(true)}>
                {t('turnOff')}
              </Button>
            ))}
        </div>
      </form>
    </SectionCard>
  );
}
