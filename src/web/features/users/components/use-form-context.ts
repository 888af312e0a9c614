import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hasCapability } from '../../../../domain/authz';
import { ROLE_LABELS, type Role } from '../../../../domain/roles';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/current-user';
import { useStoreOptions } from '../api/store-options';

/** What both user forms need: the stores, whether role and store are locked, and going back. */
export function useUserFormContext(lockedRole: Role) {
  const me = useCurrentUser();
  const stores = useStoreOptions();
  const navigate = useNavigate();
  const backToList = useCallback(
    (text: string, tone: 'success' | 'error' = 'success') =>
      navigate('/admin/users', { state: { notice: { tone, text } } }),
    [navigate],
  );
  const locked = hasCapability(me.role, 'assign-any-role')
    ? null
    : {
        role: ROLE_LABELS[lockedRole],
        storeLabel: me.storeNumber ? `${me.storeNumber} · ${me.storeName ?? ''}` : 'Your store',
      };
  return {
    me,
    locked,
    stores: stores.data ?? [],
    backToList,
  };
}

/** The server's words for a refused save; 'An error occurred' (SPEC §8) for anything else. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

export const isConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409;
