import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { sessionUserSchema } from '#domain/auth/schemas';
import {
  lockScreenSchema,
  pinSessionSchema,
  tabletSchema,
  type LockScreen,
  type PairBody,
  type PinSignInBody,
} from '#domain/tablets/api';
import { api, signingOutWith } from '#web/lib/api-client';
import { announceSessionChange, setQueueUser } from '#web/lib/offline-queue';
import { sessionQueryKey } from '#web/lib/query-keys';
import { forgetOfflineData } from '#web/lib/service-worker';
import { keepTabletWriteKey, rememberPairedTablet } from '#web/lib/tablet-device';

export const lockScreenKey = ['tablet', 'lock-screen'] as const;

/**
 * The lock screen as last seen, kept on the tablet: one locked without signal, or reloaded, still
 * shows its people (opening a session waits for the signal).
 */
const KEPT_LOCK_SCREEN = 'shiftcheck.tablet-lock-screen';

function keptLockScreen(): LockScreen | undefined {
  try {
    const kept = lockScreenSchema.safeParse(
      JSON.parse(window.localStorage.getItem(KEPT_LOCK_SCREEN) ?? 'null'),
    );
    return kept.success ? kept.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetLockScreen(): void {
  window.localStorage.removeItem(KEPT_LOCK_SCREEN);
}

async function fetchLockScreen(): Promise<LockScreen> {
  const screen = await api.get('/api/tablet', lockScreenSchema);
  window.localStorage.setItem(KEPT_LOCK_SCREEN, JSON.stringify(screen));
  return screen;
}

/** The lock screen's store and people, asked again every half minute: a revoked tablet learns. */
export function useLockScreen() {
  return useQuery({
    queryKey: lockScreenKey,
    queryFn: fetchLockScreen,
    initialData: keptLockScreen,
    // What was kept shows at once, and is asked for again.
    initialDataUpdatedAt: 0,
    refetchInterval: 30_000,
    retry: false,
    gcTime: Infinity,
  });
}

export function usePairTablet() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: PairBody) =>
      api.post('/api/tablet/pair', body, z.object({ tablet: tabletSchema })),
    onSuccess: () => rememberPairedTablet(true),
  });
}

const pinSignInAnswer = z.object({ user: sessionUserSchema, ...pinSessionSchema.shape });

/** A tap and a PIN: the person's session on this tablet, with the key its queued changes carry. */
export function usePinSignIn() {
  return useMutation({
    // Tried at once, whatever the page last thought of the connection: a failure says so.
    networkMode: 'always',
    mutationFn: (body: PinSignInBody) => api.post('/api/tablet/sign-in', body, pinSignInAnswer),
    onSuccess: ({ user, writeKey }) => {
      keepTabletWriteKey(writeKey);
      setQueueUser(user.id, user.displayName ?? user.email, writeKey);
      announceSessionChange();
    },
  });
}

/**
 * Back to the lock screen: "Switch person", no touch for the store's minutes, a checklist
 * completed. Changes still waiting stay, and go as their maker (they carry the write key). With
 * no signal the server hears nothing, and the session is simply unreachable from this tablet.
 */
export function useLockTablet() {
  const client = useQueryClient();
  return useMutation({
    // Without signal too: the tablet locks whether or not the server hears of it.
    networkMode: 'always',
    onMutate: () => client.cancelQueries(),
    mutationFn: () => signingOutWith(() => api.post('/api/tablet/lock')).catch(() => undefined),
    onSettled: () => {
      keepTabletWriteKey(null);
      setQueueUser(null);
      announceSessionChange();
      forgetOfflineData();
      client.setQueryData(sessionQueryKey, null);
      client.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[0] !== lockScreenKey[0],
      });
    },
  });
}
