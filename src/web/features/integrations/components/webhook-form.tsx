import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  newWebhookBodySchema,
  WEBHOOK_EVENTS,
  type NewWebhookBody,
  type Webhook,
  type WebhookWithSecret,
} from '#domain/integrations/webhooks';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FieldError } from '#web/components/ui/field-error';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { useChangeWebhook, useCreateWebhook } from '../api/webhooks';
import { integrationsMessages } from '../messages';
import { reachOf, useReachOptions, type ReachOption, type ReachValue } from './token-reach';
import { EVENT_LABELS } from '#web/components/integrations/messages';

/**
 * The name, the address and the events, checked as the server checks them: what an edit
 * changes, and a new webhook's fields besides its reach (chosen from a list, so always right).
 */
const fieldsSchema = z.object({
  name: newWebhookBodySchema.shape.name,
  url: newWebhookBodySchema.shape.url,
  events: newWebhookBodySchema.shape.events,
});
type EditBody = z.infer<typeof fieldsSchema>;

/** The fields both forms share; `register` and `errors` are either form's. */
interface FieldsProps {
  register: UseFormRegister<EditBody>;
  errors: FieldErrors<EditBody>;
  idPrefix: string;
}

/** Name, address, and the events as checkboxes with their plain names. */
function WebhookFields({ register, errors, idPrefix }: FieldsProps) {
  const t = useT(integrationsMessages);
  const domainText = useDomainText();
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  const eventsErrorId = `${idPrefix}-events-error`;
  return (
    <>
      <TextField
        label={t('webhookName')}
        placeholder={t('webhookNamePlaceholder')}
        autoComplete="off"
        error={errors.name?.message && domainText(errors.name.message)}
        {...register('name')}
      />
      <TextField
        label={t('webhookUrl')}
        hint={t('webhookUrlHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message && domainText(errors.url.message)}
        {...register('url')}
      />
      <fieldset className="space-y-1" aria-describedby={eventsError ? eventsErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('eventsLegend')}
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                value={event}
                className="h-5 w-5 shrink-0 accent-blue-700 dark:accent-blue-400"
                {...register('events')}
              />
              <span>{t(EVENT_LABELS[event])}</span>
            </label>
          ))}
        </div>
        <FieldError id={eventsErrorId} message={eventsError && domainText(eventsError)} />
      </fieldset>
    </>
  );
}

const isReach = (value: string, options: ReachOption[]): value is ReachValue =>
  options.some((option) => option.value === value);

/** The form once the reach choices are known: the first is chosen to begin with. */
function NewWebhookForm({
  options,
  onMade,
}: {
  options: ReachOption[];
  onMade: (made: WebhookWithSecret) => void;
}) {
  const t = useT(integrationsMessages);
  const create = useCreateWebhook();
  const first = options[0]?.value ?? 'chain';
  const [reach, setReach] = useState<ReachValue>(first);
  const form = useForm<EditBody>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { name: '', url: '', events: [] },
  });
  const submit = (fields: EditBody) => {
    const body: NewWebhookBody = { ...fields, ...reachOf(reach) };
    create.mutate(body, {
      onSuccess: (made) => {
        form.reset();
        setReach(first);
        onMade(made);
      },
    });
  };
  const optionName = (option: ReachOption) =>
    option.kind === 'chain'
      ? t('reachChain')
      : option.kind === 'area'
        ? t('reachArea', { name: option.name })
        : option.name;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4"
    >
      <h3 className="font-semibold">{t('addWebhookTitle')}</h3>
      <WebhookFields
        register={form.register}
        errors={form.formState.errors}
        idPrefix="new-webhook"
      />
      <SelectField
        label={t('reachLabel')}
        value={reach}
        onChange={(event) => {
          const value = event.target.value;
          if (isReach(value, options)) setReach(value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionName(option)}
          </option>
        ))}
      </SelectField>
      {create.isError && <Alert tone="error">{create.error.message}</Alert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('adding') : t('addWebhook')}
      </Button>
    </form>
  );
}

/** "Add webhook": name, address, events and reach; its signing secret comes back once. */
export function WebhookForm({ onMade }: { onMade: (made: WebhookWithSecret) => void }) {
  const reach = useReachOptions('webhooks:create');
  if (reach.pending) return <Spinner />;
  return <NewWebhookForm options={reach.options} onMade={onMade} />;
}

/** A webhook's name, address and events changed (its reach stays as it was made). */
export function EditWebhookForm({ webhook, onDone }: { webhook: Webhook; onDone: () => void }) {
  const t = useT(integrationsMessages);
  const change = useChangeWebhook(webhook.id);
  const form = useForm<EditBody>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { name: webhook.name, url: webhook.url, events: webhook.events },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((body) => change.mutate(body, { onSuccess: onDone }))(event)
      }
      className="space-y-4"
    >
      <WebhookFields
        register={form.register}
        errors={form.formState.errors}
        idPrefix="edit-webhook"
      />
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('saving') : t('saveChanges')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
