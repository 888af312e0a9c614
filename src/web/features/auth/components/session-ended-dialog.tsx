import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_IN_MESSAGES } from '#domain/auth/messages';
import type { SessionUser } from '#domain/auth/schemas';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { ApiRequestError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { useDomainText, useT } from '#web/lib/i18n';
import { getQueueSnapshot, ownWrites, setQueueUser, subscribeQueue } from '#web/lib/offline-queue';
import { sessionQueryKey } from '../api/session';
import { useSignIn } from '../api/sign-in';
import { authMessages } from '../messages';
import { CredentialFields } from './credential-fields';
import { LazyTwoFactorStep } from './two-factor-gate';

/**
 * Over whatever screen is open when the server says the session is gone: sign in again and the
 * screen and its waiting changes carry on where they were. Signing in as someone else starts
 * afresh; the earlier person's changes stay on the device for them.
 */
export function SessionEndedDialog() {
  const t = useT(authMessages);
  const domainText = useDomainText();
  const user = useCurrentUser();
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const waiting = ownWrites(snapshot).length;

  const leave = () => {
    setQueueUser(null);
    client.setQueryData(sessionQueryKey, null);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    // BrowserRouter moves at once: only a data router's navigate has a promise to wait for.
    void navigate('/');
  };

  const carryOn = (signedIn: SessionUser) => {
    // Said here, not left to the guard: the same person's session answer is equal to the
    // one already cached, so nothing else changes to tell the queue to carry on.
    setQueueUser(signedIn.id, signedIn.email);
    if (signedIn.id !== user.id) {
      // Someone else: nothing on this screen is theirs.
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      });
      void navigate('/');
    } else {
      // Answers refused while signed out are asked again.
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      });
    }
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(domainText(SIGN_IN_MESSAGES.missingFields));
    setError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user: signedIn }) => {
          setPassword('');
          // Without a user, the second factor is asked for first (below).
          if (signedIn) carryOn(signedIn);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError
              ? failure.message
              : domainText(SIGN_IN_MESSAGES.fallback),
          ),
      },
    );
  }

  return (
    <Modal
      open={snapshot.sessionEnded}
      onOpenChange={() => undefined}
      dismissible={false}
      title={t('signInAgain')}
      description={t('sessionEnded', { count: waiting })}
    >
      {signIn.data?.user === null ? (
        <LazyTwoFactorStep onCancel={() => signIn.reset()} onSignedIn={carryOn} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <CredentialFields
            email={email}
            password={password}
            onEmailChange={setEmail}
            onPasswordChange={setPassword}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={leave}>
              {t('useAnotherAccount')}
            </Button>
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? t('signingIn') : t('signIn')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
