import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { useDomainText } from '#web/lib/i18n';
import { useOnlineStatus } from '#web/lib/online-status';
import { useHasPendingDrafts } from './draft-store';
import type { ChecklistWritesState } from './use-checklist-writes';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'waiting'; count: number }
  /** `reason`: the server's own word on why it cannot take the change yet, where it has one. */
  | { kind: 'retrying'; count: number; reason: string | null }
  | { kind: 'session-ended'; count: number };

/**
 * The server's answers that say why a change waits better than "not answering": photo storage
 * out of reach, or set up wrong until someone fixes it. The server says them in the person's
 * language, so they are recognised in English and in its words.
 */
const SERVER_REASONS = [PHOTO_MESSAGES.storageUnavailable, PHOTO_MESSAGES.storageMisconfigured];

/**
 * One state for the indicator, from the queue (photos too: a photo waiting for a connection is
 * a change not yet saved), unsent typing and the connection.
 */
export function useSaveStatus(writes: ChecklistWritesState): SaveStatus {
  const drafts = useHasPendingDrafts();
  const online = useOnlineStatus();
  const domainText = useDomainText();
  const count = writes.queued;
  const queued = count > 0;
  if (queued && writes.sessionEnded) return { kind: 'session-ended', count };
  if (queued && (writes.problem?.kind === 'offline' || !online)) return { kind: 'waiting', count };
  if (queued && writes.problem?.kind === 'server') {
    const { message } = writes.problem;
    const known = SERVER_REASONS.some((english) =>
      [english, domainText(english)].includes(message),
    );
    return { kind: 'retrying', count, reason: known ? message : null };
  }
  if (queued || drafts) return { kind: 'saving' };
  return { kind: 'saved' };
}
