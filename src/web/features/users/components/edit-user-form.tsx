import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { USER_MESSAGES } from '../../../../domain/users/messages';
import {
  updateUserBodySchema,
  type ManagedUser,
  type UpdateUserBody,
  type UpdateUserForm as Values,
} from '../../../../domain/users/schemas';
import { Alert } from '../../../components/ui/alert';
import { useSaveUser } from '../api/save-user';
import { AssignmentFields } from './assignment-fields';
import { FormButtons } from './form-buttons';
import { isConflict, saveErrorMessage, useUserFormContext } from './use-form-context';

export function EditUserForm({ user }: { user: ManagedUser }) {
  const { locked, stores, backToList } = useUserFormContext(user.role);
  const save = useSaveUser(user.id);
  const form = useForm<Values, unknown, UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: {
      email: user.email,
      role: user.role,
      storeId: user.storeId ?? '',
      displayName: user.displayName ?? '',
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
      <FormButtons busy={save.isPending} label="Update User" busyLabel="Updating..." />
    </form>
  );
}
