import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { DEFAULT_DUE_MINUTES, ownDueMinutes } from '#domain/actions/actions';
import type { ActionDueMinutes } from '#domain/actions/api';
import { authorize } from '#domain/authz';
import { storeActionDueBodySchema } from '#domain/stores/api';
import { ActionDueFields } from '#web/components/actions/action-due-fields';
import { actionBriefMessages } from '#web/components/actions/messages';
import { NoAssignedStore } from '#web/components/stores/no-assigned-store';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { NotAvailableOffline } from '#web/components/ui/not-available-offline';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { isUnavailableOffline } from '#web/lib/query-offline';
import { useStoreScope } from '#web/lib/store-scope/use-store-scope';
import { useSaveStoreDueTimes, useStoreDueTimes } from '../api/due-times';
import { actionsMessages } from '../messages';
import { BackToList } from './back-to-list';

type DueInput = z.input<typeof storeActionDueBodySchema>;
type DueValues = z.output<typeof storeActionDueBodySchema>;

const formValues = (saved: ActionDueMinutes | null): DueInput => ({
  actionDueMinutes: saved ?? { ...DEFAULT_DUE_MINUTES },
});

/**
 * `/actions/due-times`: how long after a failure its action is due in the store, by priority.
 * A store's managers set them here; a super admin for the store chosen, as on the store form.
 */
export function DueTimesPage() {
  const t = useT(actionsMessages);
  const dueTexts = useT(actionBriefMessages);
  usePageTitle(dueTexts('actionDueTitle'));
  const user = useCurrentUser();
  const scope = useStoreScope();
  const storeId = scope.storeId;

  return (
    <>
      <BackToList />
      <PageHeader title={dueTexts('actionDueTitle')} />
      <div className="mb-4">
        <StoreScopeControl scope={scope} />
      </div>
      {scope.unassigned ? (
        <NoAssignedStore />
      ) : storeId === null ? (
        <Alert tone="info">{t('dueTimesChooseStore')}</Alert>
      ) : authorize(user, 'store:set-action-due', { storeId }) ? (
        <StoreDueTimes key={storeId} storeId={storeId} />
      ) : (
        <Alert tone="error">{t('dueTimesNotAllowed')}</Alert>
      )}
    </>
  );
}

function StoreDueTimes({ storeId }: { storeId: string }) {
  const due = useStoreDueTimes(storeId);
  if (isUnavailableOffline(due)) return <NotAvailableOffline />;
  if (due.isPending) return <PageSpinner />;
  if (due.isError) return <Alert tone="error">{due.error.message}</Alert>;
  return <DueTimesForm storeId={storeId} saved={due.data.actionDueMinutes} />;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function DueTimesForm({ storeId, saved }: { storeId: string; saved: ActionDueMinutes | null }) {
  const t = useT(actionsMessages);
  const form = useForm<DueInput, unknown, DueValues>({
    resolver: zodResolver(storeActionDueBodySchema),
    defaultValues: formValues(saved),
  });
  const save = useSaveStoreDueTimes(storeId);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = form.handleSubmit((entered) => {
    setOutcome(null);
    save.mutate(ownDueMinutes(entered.actionDueMinutes), {
      onSuccess: (answer) => {
        form.reset(formValues(answer.actionDueMinutes));
        setOutcome({ tone: 'success', text: t('dueTimesSaved') });
      },
      onError: (error) => {
        // The server's refusal is in the person's language already; no signal is ours to say.
        const text = error instanceof ApiRequestError ? error.message : t('dueTimesNotSaved');
        setOutcome({ tone: 'error', text });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-2xl space-y-4">
        <Card>
          <CardBody>
            <ActionDueFields />
          </CardBody>
        </Card>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {t('dueTimesSave')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
