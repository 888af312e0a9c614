// The shared store tablet (docs/decisions/051): pairing, the lock screen, PINs and its settings,
// and the answers of their routes.
import { z } from 'zod/mini';
import { fieldTooLongMessage } from '../auth/messages';
import { TABLET_MESSAGES } from './messages';

/** A pairing code: 8 letters and digits nobody mixes up (no I, O, 0 or 1), shown as ABCD-EFGH. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
/** How long a code shown on the manager's screen may be entered on the tablet. */
export const PAIRING_CODE_MINUTES = 10;
export const TABLET_NAME_MAX_LENGTH = 60;

/** Minutes without a touch before the tablet locks: the store's choice, 2 unless changed. */
export const DEFAULT_LOCK_MINUTES = 2;
export const LOCK_MINUTES_BOUNDS = { min: 1, max: 60 } as const;

/** Wrong PINs for one person on one tablet before they are locked there for the window. */
export const PIN_TRIES_PER_PERSON = 5;
/** Wrong PINs for one person on any tablets (several tablets guessed at together). */
export const PIN_TRIES_PER_PERSON_ANYWHERE = 10;
/** Wrong PINs on one tablet, whoever they were for: then the tablet takes none for the window. */
export const PIN_TRIES_PER_TABLET = 25;
/** How long wrong PINs count, and so how long a locked person waits (as wrong passwords). */
export const PIN_WINDOW_MINUTES = 15;

/** What a person types, as the code: capitals, no spaces or dashes. */
export const normalisePairingCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The code as shown: ABCD-EFGH. */
export const pairingCodeText = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const pairBodySchema = z.object({
  code: z.string({ error: TABLET_MESSAGES.codeFormat }).check(
    z.maxLength(40, TABLET_MESSAGES.codeFormat),
    z.refine(
      (code) =>
        new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`).test(
          normalisePairingCode(code),
        ),
      TABLET_MESSAGES.codeFormat,
    ),
  ),
});
export type PairBody = z.infer<typeof pairBodySchema>;

export const newPairingBodySchema = z.object({
  name: z
    .string({ error: TABLET_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, TABLET_MESSAGES.nameRequired),
      z.maxLength(TABLET_NAME_MAX_LENGTH, fieldTooLongMessage(TABLET_NAME_MAX_LENGTH)),
    ),
});
export type NewPairingBody = z.infer<typeof newPairingBodySchema>;

export const pairingSchema = z.object({
  /** The code to enter on the tablet, as shown (ABCD-EFGH). */
  code: z.string(),
  name: z.string(),
  expiresAt: z.string(),
});
export type Pairing = z.infer<typeof pairingSchema>;

export const storeTabletSchema = z.object({
  id: z.string(),
  name: z.string(),
  pairedByName: z.string(),
  pairedAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type StoreTablet = z.infer<typeof storeTabletSchema>;

export const storeTabletsSchema = z.object({
  tablets: z.array(storeTabletSchema),
  lockMinutes: z.int(),
});
export type StoreTablets = z.infer<typeof storeTabletsSchema>;

const lockMinutesMessage = TABLET_MESSAGES.lockMinutes(
  LOCK_MINUTES_BOUNDS.min,
  LOCK_MINUTES_BOUNDS.max,
);
export const lockSettingsBodySchema = z.object({
  lockMinutes: z
    .int({ error: lockMinutesMessage })
    .check(
      z.minimum(LOCK_MINUTES_BOUNDS.min, lockMinutesMessage),
      z.maximum(LOCK_MINUTES_BOUNDS.max, lockMinutesMessage),
    ),
});
export type LockSettingsBody = z.infer<typeof lockSettingsBodySchema>;

/** The paired tablet, as its lock screen shows it. */
export const tabletSchema = z.object({
  id: z.string(),
  name: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  lockMinutes: z.int(),
});
export type Tablet = z.infer<typeof tabletSchema>;

export const tabletPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  hasPin: z.boolean(),
});
export type TabletPerson = z.infer<typeof tabletPersonSchema>;

export const lockScreenSchema = z.object({
  tablet: tabletSchema,
  people: z.array(tabletPersonSchema),
});
export type LockScreen = z.infer<typeof lockScreenSchema>;

/** A PIN as typed: checked for its form when it is set, compared as it is when it is entered. */
const pinField = z
  .string({ error: TABLET_MESSAGES.pinFormat })
  .check(z.maxLength(64, TABLET_MESSAGES.pinFormat));

export const pinSignInBodySchema = z.object({ userId: z.string(), pin: pinField });
export type PinSignInBody = z.infer<typeof pinSignInBodySchema>;

export const setPinBodySchema = z.object({ pin: pinField });
export type SetPinBody = z.infer<typeof setPinBodySchema>;

/** A PIN sign-in's answer: the key that sends this session's queued changes after it locks. */
export const pinSessionSchema = z.object({
  writeKey: z.string(),
  /** Their manager set the PIN: they choose their own before anything else. */
  mustChangePin: z.boolean(),
});
export type PinSession = z.infer<typeof pinSessionSchema>;

/** Profile: whether the person has a PIN (never the PIN). */
export const pinStatusSchema = z.object({ hasPin: z.boolean(), mustChange: z.boolean() });
export type PinStatus = z.infer<typeof pinStatusSchema>;
