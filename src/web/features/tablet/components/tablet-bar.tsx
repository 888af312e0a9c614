import UsersRound from 'lucide-react/icons/users-round';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { SessionUser } from '#domain/auth/schemas';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { onWriteSettled } from '#web/lib/offline-queue';
import { useLockTablet } from '../api/tablet';
import { tabletMessages } from '../messages';

type Tablet = NonNullable<SessionUser['tablet']>;

/** Touches, keys and scrolls: anything a person does on the tablet keeps it open. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
/** After a checklist is completed the person sees it done, then the tablet locks. */
const LOCK_AFTER_COMPLETION_MS = 5_000;

const completedAnswer = z.object({ checklist: z.object({ progress: z.number() }) });

/**
 * Locks after `minutes` without a touch. A tablet asleep meanwhile lets its timers lag: waking,
 * it checks how long it has really been.
 */
function useIdleLock(minutes: number, lock: () => void) {
  useEffect(() => {
    const idleMs = minutes * 60_000;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, Math.max(0, last + idleMs - Date.now()));
    };
    const touched = () => {
      last = Date.now();
      arm();
    };
    const woke = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - last >= idleMs) lock();
      else arm();
    };
    for (const event of ACTIVITY) {
      window.addEventListener(event, touched, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', woke);
    arm();
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, touched, { capture: true });
      document.removeEventListener('visibilitychange', woke);
    };
  }, [minutes, lock]);
}

/**
 * A session opened with a PIN on the store tablet (docs/decisions/051): who is on it, "Switch
 * person", and the locks — no touch for the store's minutes, a checklist completed.
 */
export function TabletBar({ user, tablet }: { user: SessionUser; tablet: Tablet }) {
  const t = useT(tabletMessages);
  const lockTablet = useLockTablet();
  const [completed, setCompleted] = useState(false);
  const locking = useRef(false);
  const { mutate } = lockTablet;
  // Once: the idle timer and a completed checklist may both ask.
  const lock = useCallback(() => {
    if (locking.current) return;
    locking.current = true;
    mutate();
  }, [mutate]);
  useIdleLock(tablet.lockMinutes, lock);

  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        if (!outcome.ok || write.userId !== user.id) return;
        const answer = completedAnswer.safeParse(outcome.data);
        if (answer.success && answer.data.checklist.progress === 100) setCompleted(true);
      }),
    [user.id],
  );
  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(lock, LOCK_AFTER_COMPLETION_MS);
    return () => clearTimeout(timer);
  }, [completed, lock]);

  return (
    <div className="flex items-center gap-2 border-b border-blue-200 bg-blue-50 px-3 py-1.5 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <p className="min-w-0 flex-1 truncate">
        {t('onTablet', { name: user.displayName ?? user.email, tablet: tablet.name })}
      </p>
      <p aria-live="polite" className="sr-only">
        {completed ? t('completeLocking') : ''}
      </p>
      <Button size="sm" variant="secondary" onClick={lock} disabled={lockTablet.isPending}>
        <UsersRound aria-hidden="true" className="h-4 w-4" />
        {t('switchPerson')}
      </Button>
    </div>
  );
}
