import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authorize, hasCapability } from '#domain/authz';
import { ROLES, type Role } from '#domain/roles';
import { USER_MESSAGES } from '#domain/users/messages';
import type { CreateUserBody, UpdateUserBody } from '#domain/users/schemas';
import { ApiRequestError } from '#web/lib/api-client';
import { useAreaList } from '#web/lib/areas';
import { useCurrentUser } from '#web/lib/current-user';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { useSaveUser } from '../api/save-user';
import { useStoreOptions } from '../api/store-options';
import { userMessages } from '../messages';

/** The roles a manager may give: store managers too for an area manager, leaders only else. */
const STORE_ROLES: readonly Role[] = ['store', 'shift-leader'];

/**
 * What both user forms need: the stores and areas, the roles to offer, whether role and store are
 * locked, and going back.
 */
export function useUserFormContext(lockedRole: Role) {
  const t = useT(userMessages);
  const labels = useLabels();
  const me = useCurrentUser();
  const stores = useStoreOptions();
  const areas = useAreaList({ enabled: authorize(me, 'area:manage') });
  const navigate = useNavigate();
  const backToList = useCallback(
    (text: string, tone: 'success' | 'error' = 'success') =>
      navigate('/admin/users', { state: { notice: { tone, text } } }),
    [navigate],
  );
  const anyRole = hasCapability(me.role, 'assign-any-role');
  const storeManagers = hasCapability(me.role, 'assign-store-managers');
  const locked =
    anyRole || storeManagers
      ? null
      : {
          role: labels.role(lockedRole),
          storeLabel: me.storeNumber ? `${me.storeNumber} · ${me.storeName ?? ''}` : t('yourStore'),
        };
  return {
    me,
    locked,
    roles: anyRole ? ROLES : STORE_ROLES,
    /** Editing someone's address is a super admin's (decision record 036). */
    canChangeEmail: hasCapability(me.role, 'change-emails'),
    stores: stores.data ?? [],
    areas: areas.data?.areas ?? [],
    backToList,
  };
}

/**
 * The server's words for a refused save (in the person's language already); `fallback`, 'An error
 * occurred' (SPEC §8) translated, for anything else.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

export const isConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409;

/**
 * Saves a user form (a new user when `userId` is null) and goes back to the list with the
 * server's message. An e-mail address someone else has goes to the e-mail field
 * (`onEmailTaken`); any other refusal is the form's `problem`.
 */
export function useUserSave(
  userId: string | null,
  backToList: (text: string) => unknown,
  onEmailTaken: (message: string) => void,
) {
  const domainText = useDomainText();
  const save = useSaveUser(userId);
  const submit = (body: CreateUserBody | UpdateUserBody) =>
    save.mutate(body, {
      onSuccess: ({ message }) => void backToList(message),
      onError: (error) => {
        if (isConflict(error)) onEmailTaken(error.message);
      },
    });
  const problem =
    save.isError && !isConflict(save.error)
      ? saveErrorMessage(save.error, domainText(USER_MESSAGES.saveFailed))
      : null;
  return { submit, busy: save.isPending, problem };
}
