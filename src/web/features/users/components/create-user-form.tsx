import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_ROLE } from '../../../../domain/roles';
import { USER_MESSAGES } from '../../../../domain/users/messages';
import {
  createUserBodySchema,
  type CreateUserBody,
  type CreateUserForm as Values,
} from '../../../../domain/users/schemas';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useSaveUser } from '../api/save-user';
import { AssignmentFields } from './assignment-fields';
import { FormButtons } from './form-buttons';
import { isConflict, saveErrorMessage, useUserFormContext } from './use-form-context';

export function CreateUserForm({ minLength }: { minLength: number }) {
  const { me, locked, stores, backToList } = useUserFormContext(DEFAULT_ROLE);
  const save = useSaveUser(null);
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
      displayName: '',
    },
  });
  const { register, formState, handleSubmit, setError } = form;
  const errors = formState.errors;

  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ message }) => void backToList(message),
      onError: (error) => {
        if (isConflict(error)) setError('email', { message: error.message });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {save.isError && !isConflict(save.error) && (
        <Alert tone="error">{saveErrorMessage(save.error, USER_MESSAGES.saveFailed)}</Alert>
      )}
      <AssignmentFields
        register={{
          email: register('email'),
          role: register('role'),
          storeId: register('storeId'),
          displayName: register('displayName'),
        }}
        errors={{
          email: errors.email?.message,
          role: errors.role?.message,
          storeId: errors.storeId?.message,
          displayName: errors.displayName?.message,
        }}
        locked={locked}
        stores={stores}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormButtons busy={save.isPending} label="Create User" busyLabel="Creating..." />
    </form>
  );
}
