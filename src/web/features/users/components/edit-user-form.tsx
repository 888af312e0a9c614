import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  updateUserBodySchema,
  type ManagedUser,
  type UpdateUserBody,
  type UpdateUserForm as Values,
} from '#domain/users/schemas';
import { Alert } from '#web/components/ui/alert';
import { useT } from '#web/lib/i18n';
import { userMessages } from '../messages';
import { AssignmentFields } from './assignment-fields';
import { FormButtons } from './form-buttons';
import { useUserFormContext, useUserSave } from './use-form-context';

export function EditUserForm({ user }: { user: ManagedUser }) {
  const t = useT(userMessages);
  const { locked, roles, stores, areas, backToList, canChangeEmail } = useUserFormContext(
    user.role,
  );
  const form = useForm<Values, unknown, UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: {
      email: user.email,
      role: user.role,
      storeId: user.storeId ?? '',
      areaId: user.areaId ?? '',
      displayName: user.displayName ?? '',
    },
  });
  const { register, formState, handleSubmit, setError, control } = form;
  const role = useWatch({ control, name: 'role' });
  const save = useUserSave(user.id, backToList, (message) => setError('email', { message }));

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save.submit)(event)}
      className="space-y-4"
    >
      {save.problem && <Alert tone="error">{save.problem}</Alert>}
      <AssignmentFields
        register={register}
        errors={formState.errors}
        locked={locked}
        roles={roles}
        role={role}
        stores={stores}
        areas={areas}
        emailLocked={!canChangeEmail}
      />
      <FormButtons busy={save.busy} label={t('updateUser')} busyLabel={t('updating')} />
    </form>
  );
}
