import { personName } from '#domain/checklists/summary';
import { businessDate } from '#domain/dates/business-date';
import { pinLockedText } from '#domain/notifications/tablet-texts';
import { PIN_TRIES_PER_PERSON, PIN_WINDOW_MINUTES } from '#domain/tablets/api';
import type { AppDeps } from '../deps';
import { sendWaitingEmails } from '../notifications/checklist-events';
import { raiseNotifications } from '../notifications/raise';
import { findRecipients } from '../notifications/repository';
import { runTransaction } from '../writes/unit-of-work';
import type { UserRecord } from '../users/repository';
import type { TabletRow } from './repository';

/**
 * Five wrong PINs locked a person on the store's tablet: its managers hear of it at once (a
 * colleague guessing, or someone who forgot theirs and needs a new one). Once per person,
 * tablet and window: the notification's subject carries the window's start.
 */
export async function tellManagersOfLockout(
  deps: AppDeps,
  tablet: TabletRow,
  person: UserRecord,
): Promise<void> {
  const now = deps.clock.now();
  const window = Math.floor(now.getTime() / (PIN_WINDOW_MINUTES * 60_000));
  const emails = await runTransaction(deps, async (trx, announce) => {
    const recipientIds = await findRecipients(trx, tablet.storeId, 'pin-locked');
    const value = await raiseNotifications(trx, announce, now.toISOString(), [
      {
        kind: 'pin-locked',
        subject: `${tablet.id}:${person.id}:${window}`,
        businessDate: businessDate(now, tablet.timeZone),
        storeId: tablet.storeId,
        recipientIds,
        ...pinLockedText(
          { name: tablet.storeName, storeNumber: tablet.storeNumber },
          personName(person),
          tablet.name,
          { tries: PIN_TRIES_PER_PERSON, minutes: PIN_WINDOW_MINUTES },
        ),
      },
    ]);
    return { commit: true, value };
  });
  sendWaitingEmails(deps, emails);
}
