import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ROLES } from '#domain/roles';
import { USER_MESSAGES } from '#domain/users/messages';
import { changeRoleBodySchema, type ChangeRoleBody } from '#domain/users/schemas';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useChangeRole } from '../api/change-role';
import { userMessages } from '../messages';
import { saveErrorMessage } from './use-form-context';

/** SPEC §2 "Role screen" (super admin): find an account by e-mail and give it any role. */
export function RoleChangePage() {
  const t = useT(userMessages);
  const labels = useLabels();
  const domainText = useDomainText();
  usePageTitle(t('roleTitle'));
  const change = useChangeRole();
  const { register, handleSubmit, formState } = useForm<ChangeRoleBody>({
    resolver: zodResolver(changeRoleBodySchema),
    defaultValues: { email: '', role: 'shift-leader' },
  });
  const errors = formState.errors;

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('roleTitle')} description={t('roleDescription')} />
      <Card>
        <CardBody>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => void handleSubmit((body) => change.mutate(body))(event)}
          >
            {change.isSuccess && <Alert tone="success">{change.data.message}</Alert>}
            {change.isError && (
              <Alert tone="error">
                {saveErrorMessage(change.error, domainText(USER_MESSAGES.saveFailed))}
              </Alert>
            )}
            <TextField
              label={t('userEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.email?.message && domainText(errors.email.message)}
              {...register('email')}
            />
            <SelectField
              label={t('newRole')}
              error={errors.role?.message && domainText(errors.role.message)}
              {...register('role')}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {labels.role(role)}
                </option>
              ))}
            </SelectField>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Link
                to="/admin/users"
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {t('backToUsers')}
              </Link>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('updating') : t('updateRole')}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </div>
  );
}
