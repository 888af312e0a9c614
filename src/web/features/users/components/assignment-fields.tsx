import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLE_LABELS, ROLES } from '#domain/roles';
import type { ViewableStore } from '#domain/reports/api';
import { USER_MESSAGES } from '#domain/users/messages';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';

type Field = 'email' | 'role' | 'storeId' | 'displayName';

export interface AssignmentFieldsProps {
  /** The form's own `register` and `formState.errors` (react-hook-form): both forms have these. */
  register: (field: Field) => UseFormRegisterReturn;
  errors: Partial<Record<Field, { message?: string }>>;
  /** A store manager's role and store are fixed (SPEC §2 "User form"). */
  locked: { role: string; storeLabel: string } | null;
  stores: ViewableStore[];
  /** Editing an account whose address this person may not change. */
  emailLocked?: boolean;
}

const LOCKED_HINT = 'Store managers can only add shift leaders to their own store.';

/** E-mail, role, store and display name: the fields the create and edit forms share. */
export function AssignmentFields({
  register,
  errors,
  locked,
  stores,
  emailLocked = false,
}: AssignmentFieldsProps) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errors.email?.message}
        readOnly={emailLocked}
        hint={emailLocked ? USER_MESSAGES.emailLocked : undefined}
        {...register('email')}
      />
      {locked ? (
        <>
          <SelectField label="Role" disabled value="locked" hint={LOCKED_HINT}>
            <option value="locked">{locked.role}</option>
          </SelectField>
          <SelectField label="Store" disabled value="locked">
            <option value="locked">{locked.storeLabel}</option>
          </SelectField>
        </>
      ) : (
        <>
          <SelectField label="Role" error={errors.role?.message} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Store" error={errors.storeId?.message} {...register('storeId')}>
            <option value="">Select a store</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.storeNumber} · {store.name}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <TextField
        label="Display name (optional)"
        autoComplete="off"
        error={errors.displayName?.message}
        {...register('displayName')}
      />
    </>
  );
}
