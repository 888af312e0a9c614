import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DEFAULT_DUE_MINUTES, ownDueMinutes } from '#domain/actions/actions';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import {
  storeFormSchema,
  type AdminStore,
  type StoreFormInput,
  type StoreFormValues,
} from '#domain/stores/api';
import { ActionDueFields } from '#web/components/actions/action-due-fields';
import { actionBriefMessages } from '#web/components/actions/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { useCreateStore, useUpdateStore } from '../api/save-store';
import { storesMessages } from '../messages';
import { ShiftSettingsFields } from './shift-settings-fields';
import { StoreFormatsFields } from './store-formats-fields';
import { StoreLanguageField } from './store-language-field';
import { TimeZoneField } from './time-zone-field';

const secondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

const valuesOf = (store: AdminStore): StoreFormInput => ({
  name: store.name,
  storeNumber: store.storeNumber,
  timezone: store.timezone,
  locale: store.locale,
  deliveryService: store.deliveryService ?? '',
  clock: store.clock,
  temperatureUnit: store.temperatureUnit,
  leadersSignOff: store.leadersSignOff,
  shiftSettings: store.shiftSettings,
  // The defaults are shown as they are, so the form always holds four numbers.
  actionDueMinutes: store.actionDueMinutes ?? { ...DEFAULT_DUE_MINUTES },
});

/** What a new store starts with (SPEC §4 "Shift defaults"), in the server's default zone. */
const blankStore = (timezone: string): StoreFormInput => ({
  name: '',
  storeNumber: '',
  timezone,
  locale: null,
  deliveryService: '',
  clock: null,
  temperatureUnit: 'C',
  leadersSignOff: false,
  shiftSettings: DEFAULT_SHIFT_SETTINGS,
  actionDueMinutes: { ...DEFAULT_DUE_MINUTES },
});

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export type StoreFormProps =
  { mode: 'create'; defaultTimeZone: string } | { mode: 'edit'; store: AdminStore };

/** SPEC §2 "Store form": create or edit one store with its four shift blocks. */
export function StoreForm(props: StoreFormProps) {
  const t = useT(storesMessages);
  const dueTexts = useT(actionBriefMessages);
  const domainText = useDomainText();
  const editing = props.mode === 'edit' ? props.store : null;
  // The number the store has on the server, which it may keep even if it is not all digits.
  // (useForm reads its options on every render, so the resolver follows it.)
  const [keepNumber, setKeepNumber] = useState(editing?.storeNumber ?? null);
  const form = useForm<StoreFormInput, unknown, StoreFormValues>({
    resolver: zodResolver(storeFormSchema(keepNumber)),
    defaultValues: editing
      ? valuesOf(editing)
      : blankStore(props.mode === 'create' ? props.defaultTimeZone : ''),
  });
  const create = useCreateStore();
  const update = useUpdateStore(editing?.id ?? '');
  const saving = create.isPending || update.isPending;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { errors } = form.formState;
  // The schema's messages come in English; a 409's (the number is taken) is the server's own.
  const errorOf = (message: string | undefined) => message && domainText(message);

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 409) {
      form.setError('storeNumber', { message: error.message }, { shouldFocus: true });
      setOutcome(null);
      return;
    }
    const text = error instanceof ApiRequestError ? error.message : t('saveFailed');
    setOutcome({ tone: 'error', text });
  };

  const onSubmit = form.handleSubmit((entered) => {
    setOutcome(null);
    const values = { ...entered, actionDueMinutes: ownDueMinutes(entered.actionDueMinutes) };
    if (editing) {
      update.mutate(values, {
        onSuccess: (saved) => {
          setKeepNumber(saved.storeNumber);
          form.reset(valuesOf(saved));
          setOutcome({ tone: 'success', text: t('updated') });
        },
        onError: failed,
      });
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        form.reset(blankStore(values.timezone));
        setOutcome({ tone: 'success', text: t('created') });
      },
      onError: failed,
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-2xl space-y-6">
        <Card>
          <CardBody className="space-y-4">
            <TextField
              label={t('storeName')}
              error={errorOf(errors.name?.message)}
              {...form.register('name')}
            />
            <TextField
              label={t('storeNumber')}
              inputMode="numeric"
              hint={t('numberHint')}
              error={errorOf(errors.storeNumber?.message)}
              {...form.register('storeNumber')}
            />
            <TimeZoneField
              current={editing?.timezone ?? ''}
              error={errorOf(errors.timezone?.message)}
              {...form.register('timezone')}
            />
            <StoreLanguageField />
            <StoreFormatsFields />
          </CardBody>
        </Card>
        <section aria-labelledby="store-shifts-title" className="space-y-3">
          <h2 id="store-shifts-title" className="text-lg font-semibold">
            {t('shiftSettings')}
          </h2>
          <ShiftSettingsFields />
        </section>
        <section aria-labelledby="store-action-due-title" className="space-y-3">
          <h2 id="store-action-due-title" className="text-lg font-semibold">
            {dueTexts('actionDueTitle')}
          </h2>
          <Card>
            <CardBody>
              <ActionDueFields />
            </CardBody>
          </Card>
        </section>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/admin/stores" className={secondaryLinkClass}>
            {t('cancel')}
          </Link>
          <Button type="submit" disabled={saving}>
            {editing
              ? saving
                ? t('updating')
                : t('updateStore')
              : saving
                ? t('creating')
                : t('createStore')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
