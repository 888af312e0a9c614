import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_ROLE } from '#domain/roles';
import {
  createUserBodySchema,
  type CreateUserBody,
  type CreateUserForm as Values,
} from '#domain/users/schemas';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { userMessages } from '../messages';
import { AssignmentFields } from './assignment-fields';
import { FormButtons } from './form-buttons';
import { useUserFormContext, useUserSave } from './use-form-context';

export function CreateUserForm({ minLength }: { minLength: number }) {
  const t = useT(userMessages);
  const domainText = useDomainText();
  const { me, locked, roles, stores, areas, backToList } = useUserFormContext(DEFAULT_ROLE);
  const schema = useMemo(() => createUserBodySchema(minLength), [minLength]);
  const form = useForm<Values, unknown, CreateUserBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      role: DEFAULT_ROLE,
      // A manager's users always belong to the manager's store.
      storeId: locked ? me.storeId : '',
      areaId: '',
      displayName: '',
    },
  });
  const { register, formState, handleSubmit, setError, control } = form;
  const role = useWatch({ control, name: 'role' });
  const errors = formState.errors;
  const save = useUserSave(null, backToList, (message) => setError('email', { message }));

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save.submit)(event)}
      className="space-y-4"
    >
      {save.problem && <Alert tone="error">{save.problem}</Alert>}
      <AssignmentFields
        register={register}
        errors={errors}
        locked={locked}
        roles={roles}
        role={role}
        stores={stores}
        areas={areas}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { minLength })}
        error={errors.password?.message && domainText(errors.password.message)}
        {...register('password')}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message && domainText(errors.confirmPassword.message)}
        {...register('confirmPassword')}
      />
      <FormButtons busy={save.busy} label={t('createUser')} busyLabel={t('creating')} />
    </form>
  );
}
