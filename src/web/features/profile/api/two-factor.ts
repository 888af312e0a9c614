import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authenticatorSetupSchema,
  recoveryCodesSchema,
  twoFactorStatusSchema,
  type TotpCodeBody,
} from '#domain/two-factor/api';
import { api } from '#web/lib/api-client';

const STATUS_KEY = ['profile', 'two-factor'] as const;

/** Whether my two-factor sign-in is on, needed by my role, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => api.get('/api/auth/two-factor/status', twoFactorStatusSchema),
  });
}

/** A new secret to set the app up with. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/two-factor/setup', undefined, authenticatorSetupSchema),
  });
}

/** One of my two-factor changes that a current code confirms; the status is read again after. */
function useCodeConfirmed(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpCodeBody) => api.post(path, body, recoveryCodesSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** The app's first code turns two-factor on; answers the recovery codes. */
export const useTurnOnTwoFactor = () => useCodeConfirmed('/api/auth/two-factor/enable');

/** New recovery codes after a current code. */
export const useRenewRecoveryCodes = () => useCodeConfirmed('/api/auth/two-factor/recovery-codes');

export function useTurnOffTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpCodeBody) => api.post('/api/auth/two-factor/disable', body),
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
