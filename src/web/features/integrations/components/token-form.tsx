import { useState } from 'react';
import { API_SCOPES, type ApiScope } from '#domain/authz/api-token';
import {
  newApiTokenBodySchema,
  type CreatedApiToken,
  type NewApiTokenBody,
} from '#domain/integrations/api-tokens';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FieldError } from '#web/components/ui/field-error';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { useCreateApiToken } from '../api/api-tokens';
import { integrationsMessages } from '../messages';
import { reachOf, useReachOptions, type ReachOption, type ReachValue } from './token-reach';

/** Each scope's name in the catalogue. */
export const SCOPE_LABELS = {
  'reports:read': 'scopeReportsRead',
  'checklists:read': 'scopeChecklistsRead',
  'checklists:write': 'scopeChecklistsWrite',
  'actions:read': 'scopeActionsRead',
  'actions:write': 'scopeActionsWrite',
  'records:read': 'scopeRecordsRead',
  'exports:read': 'scopeExportsRead',
  'users:manage': 'scopeUsersManage',
} as const satisfies Record<ApiScope, string>;

/** The end of the chosen day where the person is, as the API takes it; null for none. */
function endOfDay(date: string): string | null {
  if (!date) return null;
  const end = new Date(`${date}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

const isReach = (value: string, options: ReachOption[]): value is ReachValue =>
  options.some((option) => option.value === value);

/** Name, scopes, reach and expiry of a new token, and the button that makes it. */
export function TokenForm({ onMade }: { onMade: (made: CreatedApiToken) => void }) {
  const t = useT(integrationsMessages);
  const domainText = useDomainText();
  const create = useCreateApiToken();
  const reach = useReachOptions();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [chosenReach, setReach] = useState<ReachValue | null>(null);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  if (reach.pending) return <Spinner />;
  const shownReach = chosenReach ?? reach.options[0]?.value ?? 'chain';
  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((now) => API_SCOPES.filter((s) => (s === scope ? on : now.includes(s))));
  const submit = () => {
    const body: NewApiTokenBody = {
      name,
      scopes,
      ...reachOf(shownReach),
      expiresAt: endOfDay(expires),
    };
    const parsed = newApiTokenBodySchema.safeParse(body);
    if (!parsed.success) {
      const issueOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ name: issueOf('name'), scopes: issueOf('scopes') });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (made) => {
        setName('');
        setScopes([]);
        setExpires('');
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
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      <TextField
        label={t('tokenName')}
        placeholder={t('tokenNamePlaceholder')}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name && domainText(errors.name)}
      />
      <fieldset className="space-y-1" aria-describedby={errors.scopes ? 'scopes-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('scopesLegend')}
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 accent-blue-700 dark:accent-blue-400"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>{t(SCOPE_LABELS[scope])}</span>
            </label>
          ))}
        </div>
        <FieldError id="scopes-error" message={errors.scopes && domainText(errors.scopes)} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('reachLabel')}
          value={shownReach}
          onChange={(event) => {
            const value = event.target.value;
            if (isReach(value, reach.options)) setReach(value);
          }}
        >
          {reach.options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionName(option)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('expiresLabel')}
          hint={t('expiresHint')}
          type="date"
          value={expires}
          onChange={(event) => setExpires(event.target.value)}
        />
      </div>
      {create.isError && <Alert tone="error">{create.error.message}</Alert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('creating') : t('createToken')}
      </Button>
    </form>
  );
}
