import en from '#domain/i18n/catalogues/rules-session/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** Shown over the current screen when a write finds the session gone (a 401). */
export function sessionEndedMessage(waitingChanges: number): string {
  if (waitingChanges === 0) return plainText(en.sessionEnded);
  return englishText(en.sessionEndedWaiting, { count: waitingChanges });
}

/** Asked of the next person to sign in on a device that holds someone else's unsaved changes. */
export function otherAccountChangesMessage(count: number, owners: readonly string[]): string {
  if (owners.length === 0) return englishText(en.otherAccountChangesUnknown, { count });
  return englishText(en.otherAccountChanges, { count, owners: owners.join(', ') });
}
