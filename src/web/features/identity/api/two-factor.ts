import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorPolicySchema, type TwoFactorPolicyBody } from '#domain/two-factor/api';
import { api } from '#web/lib/api-client';

const POLICY_KEY = ['identity', 'two-factor'] as const;

/** GET /api/identity/two-factor: the server's roles (always) and those chosen in the app. */
export function useTwoFactorPolicy() {
  return useQuery({
    queryKey: POLICY_KEY,
    queryFn: ({ signal }) => api.get('/api/identity/two-factor', twoFactorPolicySchema, { signal }),
    refetchOnWindowFocus: false,
  });
}

export function useSaveTwoFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorPolicyBody) =>
      api.put('/api/identity/two-factor', body, twoFactorPolicySchema),
    onSuccess: (policy) => client.setQueryData(POLICY_KEY, policy),
  });
}
