import type { UseFormRegisterReturn } from 'react-hook-form';
import { hasCapability } from '#domain/authz';
import type { Role } from '#domain/roles';
import type { ViewableStore } from '#domain/reports/api';
import { USER_MESSAGES } from '#domain/users/messages';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { userMessages } from '../messages';

type Field = 'email' | 'role' | 'storeId' | 'areaId' | 'displayName';

export interface AssignmentFieldsProps {
  /** The form's own `register` and `formState.errors` (react-hook-form): both forms have these. */
  register: (field: Field) => UseFormRegisterReturn;
  errors: Partial<Record<Field, { message?: string }>>;
  /** A store manager's role and store are fixed (SPEC §2 "User form"). */
  locked: { role: string; storeLabel: string } | null;
  /** The roles this person may give (all of them for a super admin). */
  roles: readonly Role[];
  /** The role chosen: an area manager is given an area instead of a store. */
  role: Role;
  stores: ViewableStore[];
  /** The areas to choose from (a super admin's). */
  areas: readonly { id: string; name: string }[];
  /** Editing an account whose address this person may not change. */
  emailLocked?: boolean;
}

/** E-mail, role, store and display name: the fields the create and edit forms share. */
export function AssignmentFields({
  register,
  errors,
  locked,
  roles,
  role,
  stores,
  areas,
  emailLocked = false,
}: AssignmentFieldsProps) {
  const t = useT(userMessages);
  const labels = useLabels();
  const domainText = useDomainText();
  // The schema's words are the domain's English; a taken address is the server's, translated.
  const errorOf = (field: Field) => {
    const message = errors[field]?.message;
    return message && domainText(message);
  };
  return (
    <>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errorOf('email')}
        readOnly={emailLocked}
        hint={emailLocked ? domainText(USER_MESSAGES.emailLocked) : undefined}
        {...register('email')}
      />
      {locked ? (
        <>
          <SelectField label={t('role')} disabled value="locked" hint={t('lockedHint')}>
            <option value="locked">{locked.role}</option>
          </SelectField>
          <SelectField label={t('store')} disabled value="locked">
            <option value="locked">{locked.storeLabel}</option>
          </SelectField>
        </>
      ) : (
        <>
          <SelectField label={t('role')} error={errorOf('role')} {...register('role')}>
            {roles.map((option) => (
              <option key={option} value={option}>
                {labels.role(option)}
              </option>
            ))}
          </SelectField>
          {hasCapability(role, 'area-stores') ? (
            <SelectField
              label={t('area')}
              hint={t('areaHint')}
              error={errorOf('areaId')}
              {...register('areaId')}
            >
              <option value="">{t('selectArea')}</option>
              {areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField label={t('store')} error={errorOf('storeId')} {...register('storeId')}>
              <option value="">{t('selectStore')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.storeNumber} · {store.name}
                </option>
              ))}
            </SelectField>
          )}
        </>
      )}
      <TextField
        label={t('displayName')}
        autoComplete="off"
        error={errorOf('displayName')}
        {...register('displayName')}
      />
    </>
  );
}
