import { storeLabel, type NotificationText, type StoreRef } from './texts';

/** Someone was locked on the store's tablet after too many wrong PINs; their managers hear. */
export function pinLockedText(
  store: StoreRef,
  person: string,
  tablet: string,
  limit: { tries: number; minutes: number },
): NotificationText {
  return {
    title: `${person} locked on ${tablet}`,
    body: `${storeLabel(store)}: ${limit.tries} wrong PINs for ${person} on ${tablet}. They can try again in ${limit.minutes} minutes. If it was not them, someone is guessing; if they forgot their PIN, set a new one in Users.`,
    link: '/admin/tablets',
  };
}
