import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { authorize } from '#domain/authz';
import english from '#domain/i18n/catalogues/retention/en.json' with { type: 'json' };
import { erasedSchema, type EraseBody } from '#domain/retention/api';
import type { ManagedUser } from '#domain/users/schemas';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/text-field';
import { api } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { defineNamespace, useT } from '#web/lib/i18n';
import { userKeys } from '../api/user-keys';

// The texts are the Retention screen's namespace (docs/decisions/057): erasure is its subject.
const retentionMessages = defineNamespace('retention', english);

/** The address an erased account is left with (docs/decisions/057). */
const ERASED_DOMAIN = '@erased.invalid';

/** POST /api/users/:userId/erase: their records stay under a pseudonym, their personal data goes. */
function useErasePerson(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EraseBody) =>
      api.post(`/api/users/${encodeURIComponent(userId)}/erase`, body, erasedSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

function EraseDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const t = useT(retentionMessages);
  const navigate = useNavigate();
  const erase = useErasePerson(user.id);
  const [email, setEmail] = useState('');
  const name = user.displayName ?? user.email;
  const submit = () =>
    erase.mutate(
      { email: email.trim() },
      {
        onSuccess: (erased) =>
          void navigate('/admin/users', {
            state: {
              notice: {
                tone: 'success',
                text: t('erased', { name, pseudonym: erased.displayName }),
              },
            },
          }),
      },
    );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('eraseTitle', { name })}
      description={t('eraseKept')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-2 text-sm">
          <p>{t('eraseRemoved')}</p>
          <p className="font-semibold text-red-700 dark:text-red-400">{t('eraseFinal')}</p>
        </div>
        <TextField
          label={t('eraseEmailLabel', { email: user.email })}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {erase.isError && <Alert tone="error">{erase.error.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={erase.isPending || email.trim() === ''}>
            {erase.isPending ? t('erasing') : t('eraseConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * "Erase personal data" on an existing person's form (super admins, not themselves): their records
 * stay under "Former employee XXXX"; their name, e-mail and ways in go.
 */
export function ErasePerson({ user }: { user: ManagedUser }) {
  const t = useT(retentionMessages);
  const me = useCurrentUser();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  if (!authorize(me, 'user:erase', { id: user.id }) || me.id === user.id) return null;
  const erased = user.email.endsWith(ERASED_DOMAIN);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('eraseHeading')}
      </h2>
      {erased ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('alreadyErased')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('eraseIntro')}</p>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('eraseButton')}
          </Button>
          {open && <EraseDialog user={user} onClose={() => setOpen(false)} />}
        </>
      )}
    </section>
  );
}
