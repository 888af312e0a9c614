import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { SessionUser } from '#domain/auth/schemas';
import type { TabletPerson } from '#domain/tablets/api';
import { SetPinForm } from '#web/components/pin/set-pin-form';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { PageSpinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { ApiRequestError } from '#web/lib/api-client';
import { useT } from '#web/lib/i18n';
import { getQueueSnapshot, subscribeQueue } from '#web/lib/offline-queue';
import { usePageTitle } from '#web/lib/page-title';
import { sessionQueryKey } from '#web/lib/query-keys';
import { rememberPairedTablet } from '#web/lib/tablet-device';
import { forgetLockScreen, useLockScreen, usePinSignIn } from '../api/tablet';
import { tabletMessages } from '../messages';

/** The PIN dialog: the person's name, their PIN, and what the server said about a wrong one. */
function PinDialog({
  person,
  onClose,
  onOpened,
}: {
  person: TabletPerson;
  onClose: () => void;
  onOpened: (user: SessionUser, mustChangePin: boolean) => void;
}) {
  const t = useT(tabletMessages);
  const [pin, setPin] = useState('');
  const signIn = usePinSignIn();
  const problem =
    signIn.error instanceof ApiRequestError ? signIn.error.message : signIn.error?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pin) return;
    signIn.mutate(
      { userId: person.id, pin },
      {
        onSuccess: ({ user, mustChangePin }) => onOpened(user, mustChangePin),
        onError: () => setPin(''),
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={person.name}
      description={t('enterPin')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        {/* For password managers: whose PIN this is. */}
        <input type="text" autoComplete="username" value={person.name} readOnly hidden />
        <TextField
          label={t('pinLabel')}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          autoFocus
          value={pin}
          onChange={(event) => setPin(event.target.value.trim())}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={signIn.isPending || pin.length === 0}>
            {signIn.isPending ? t('opening') : t('open')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The store tablet while nobody is signed in (docs/decisions/051): the store's people by name,
 * a tap and a PIN to open one's own session. A tablet no longer paired says so and goes back to
 * the ordinary sign-in.
 */
export function LockScreen({ onUsePassword }: { onUsePassword: () => void }) {
  const t = useT(tabletMessages);
  const client = useQueryClient();
  const screen = useLockScreen();
  const queue = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const [chosen, setChosen] = useState<TabletPerson | null>(null);
  const [choosingPin, setChoosingPin] = useState<SessionUser | null>(null);
  usePageTitle(t('lockTitle'));
  const waiting = queue.writes.filter((write) => write.tabletKey !== undefined).length;

  const enter = (user: SessionUser) => client.setQueryData(sessionQueryKey, user);

  const unpaired = screen.error instanceof ApiRequestError && screen.error.status === 401;
  if (screen.isPending) return <PageSpinner />;
  if (unpaired || !screen.data) {
    if (unpaired) {
      rememberPairedTablet(false);
      forgetLockScreen();
    }
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4">
        <Alert tone={unpaired ? 'warning' : 'error'}>
          {unpaired ? screen.error?.message : t('unreachable')}
        </Alert>
        <Button onClick={unpaired ? onUsePassword : () => void screen.refetch()}>
          {unpaired ? t('backToSignIn') : t('tryAgain')}
        </Button>
      </main>
    );
  }
  const { tablet, people } = screen.data;

  if (choosingPin) {
    return (
      <main className="mx-auto min-h-dvh max-w-md px-4 py-10">
        <h1 className="text-2xl font-semibold">{t('choosePinTitle')}</h1>
        <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">{t('choosePinIntro')}</p>
        <SetPinForm onSaved={() => enter(choosingPin)} />
      </main>
    );
  }

  return (
    <main className="mx-auto min-h-dvh max-w-4xl px-4 py-8 sm:py-12">
      <div className="mb-8 flex items-center gap-3">
        <img src="/icon.svg" alt="" className="h-10 w-10" />
        <p className="text-slate-600 dark:text-slate-400">
          {t('onTablet', { name: tablet.storeName, tablet: tablet.name })}
        </p>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('lockTitle')}</h1>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{t('lockIntro')}</p>
      {screen.isError && (
        <Alert tone="warning" className="mb-4">
          {t('unreachable')}
        </Alert>
      )}
      {waiting > 0 && (
        <Alert tone="info" className="mb-4">
          {t('waiting', { count: waiting })}
        </Alert>
      )}
      {people.length === 0 ? (
        <p>{t('noPeople')}</p>
      ) : (
        <ul
          aria-label={t('peopleLabel', { store: tablet.storeName })}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {people.map((person) => (
            <li key={person.id} className="flex">
              <button
                type="button"
                disabled={!person.hasPin}
                onClick={() => setChosen(person)}
                className="flex min-h-32 w-full flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm hover:border-blue-500 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200 disabled:hover:bg-white dark:border-slate-700 dark:bg-slate-900 dark:hover:border-blue-400 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 items-center justify-center rounded-full bg-blue-100 text-lg font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100"
                >
                  {person.initials}
                </span>
                <span className="font-medium break-words">{person.name}</span>
                {!person.hasPin && (
                  <span className="text-sm text-slate-600 dark:text-slate-400">{t('noPin')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {people.some((person) => !person.hasPin) && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('noPinHelp')}</p>
      )}
      <Button variant="ghost" className="mt-8" onClick={onUsePassword}>
        {t('usePassword')}
      </Button>
      {chosen && (
        <PinDialog
          person={chosen}
          onClose={() => setChosen(null)}
          onOpened={(user, mustChangePin) => {
            setChosen(null);
            if (mustChangePin) setChoosingPin(user);
            else enter(user);
          }}
        />
      )}
    </main>
  );
}
