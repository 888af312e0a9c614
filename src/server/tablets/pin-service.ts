import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '#domain/auth/schemas';
import {
  PIN_TRIES_PER_PERSON,
  PIN_TRIES_PER_PERSON_ANYWHERE,
  PIN_TRIES_PER_TABLET,
  PIN_WINDOW_MINUTES,
  type PinSignInBody,
  type PinStatus,
  type SetPinBody,
} from '#domain/tablets/api';
import { TABLET_ACCESS_MESSAGES } from '#domain/tablets/access-messages';
import { TABLET_MESSAGES } from '#domain/tablets/messages';
import { pinProblem } from '#domain/tablets/pin';
import { USER_ACCESS_MESSAGES } from '#domain/users/access-messages';
import { requireAccess } from '../authz/require-access';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { badRequest, forbidden, tooManyRequests, unauthenticated } from '../http/errors';
import { runTransaction } from '../writes/unit-of-work';
import { reserveAttempts } from '../auth/rate-limit';
import { deleteAttempts } from '../auth/attempts-repository';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { insertSession } from '../auth/repository';
import { resolveSessionByHash } from '../auth/service';
import { hashToken, newToken } from '../auth/tokens';
import { findUserById } from '../users/repository';
import { requireActiveAccount } from '../users/active';
import { findPin, savePin, touchTablet, type TabletRow } from './repository';
import { tellManagersOfLockout } from './lockout-notice';
import {
  recordRefusedSignIn,
  recordSignIn,
  type SignInAttemptRecord,
} from '../integrations/audit/record';

/**
 * How long a tablet session's row is kept: it serves its person for one shift at most
 * (TABLET_SESSION_HOURS), and sends the changes queued in it for as long as a queued change's
 * time is believed (a week, as Made-At).
 */
const TABLET_SESSION_KEPT_DAYS = 7;

const tabletSubject = (tabletId: string) => `pin-tablet:${tabletId}`;
const personOnTabletSubject = (tabletId: string, userId: string) => `pin:${tabletId}:${userId}`;
const personSubject = (userId: string) => `pin-person:${userId}`;

/** Whether the person has a PIN, and whether their manager set it (never the PIN). */
export async function pinStatus(deps: AppDeps, user: SessionUser): Promise<PinStatus> {
  const pin = await findPin(deps.db.kysely, user.id);
  return { hasPin: pin !== null, mustChange: pin?.mustChange ?? false };
}

async function storePin(deps: AppDeps, userId: string, pin: string, mustChange: boolean) {
  const problem = pinProblem(pin);
  if (problem) throw badRequest(problem);
  const pinHash = await hashPassword(pin);
  await savePin(deps.db.kysely, {
    userId,
    pinHash,
    mustChange,
    now: deps.clock.now().toISOString(),
  });
}

/** Profile → Tablet PIN, or the tablet asking a person to replace the one their manager set. */
export async function setOwnPin(deps: AppDeps, user: SessionUser, body: SetPinBody) {
  requireAccess(user, 'tablet:set-own-pin');
  await storePin(deps, user.id, body.pin, false);
}

/** A manager sets a person's PIN; the person chooses their own the first time they use it. */
export async function setPersonPin(
  deps: AppDeps,
  manager: SessionUser,
  userId: string,
  body: SetPinBody,
) {
  const person = await findUserById(deps.db.kysely, userId);
  if (!person?.role) throw forbidden(USER_ACCESS_MESSAGES.editNotAllowed);
  requireAccess(manager, 'user:manage', {
    id: person.id,
    role: person.role,
    storeId: person.storeId,
  });
  await storePin(deps, person.id, body.pin, true);
}

/**
 * A tap and a PIN on the store's tablet open the person's session there. Each try is counted
 * before the PIN is checked, so tries in parallel cannot slip past a limit: five wrong for one
 * person on one tablet lock them there for the window (and their managers are told), ten
 * anywhere lock them on every tablet, and a tablet taking PIN_TRIES_PER_TABLET wrong ones takes
 * none for the window.
 */
export async function pinSignIn(
  deps: AppDeps,
  tablet: TabletRow,
  body: PinSignInBody,
  log: FastifyBaseLogger,
  ip: string,
) {
  const person = await findUserById(deps.db.kysely, body.userId);
  if (!person?.role) throw forbidden(TABLET_ACCESS_MESSAGES.personNotHere);
  requireAccess(
    { id: person.id, role: person.role, storeId: person.storeId },
    'tablet:open-session',
    {
      storeId: tablet.storeId,
    },
  );
  // Turned off by the identity provider: no tries are counted, nobody's manager is told.
  await requireActiveAccount(deps.db.kysely, person.id);
  const pin = await findPin(deps.db.kysely, person.id);
  if (!pin) throw forbidden(TABLET_MESSAGES.noPin);
  const onTablet = personOnTabletSubject(tablet.id, person.id);
  const now = deps.clock.now();
  const reservation = await reserveAttempts(deps, [
    { subject: tabletSubject(tablet.id), max: PIN_TRIES_PER_TABLET },
    { subject: onTablet, max: PIN_TRIES_PER_PERSON },
    { subject: personSubject(person.id), max: PIN_TRIES_PER_PERSON_ANYWHERE },
  ]);
  if (!reservation.ok) {
    const message =
      reservation.subject === tabletSubject(tablet.id)
        ? TABLET_MESSAGES.tabletBusy
        : TABLET_MESSAGES.pinLocked;
    throw tooManyRequests(message, PIN_WINDOW_MINUTES * 60);
  }
  const attempt: SignInAttemptRecord = {
    person,
    via: 'pin',
    ip,
    storeId: tablet.storeId,
    detail: { tablet: tablet.name },
  };
  if (!(await verifyPassword(pin.pinHash, body.pin))) {
    await recordRefusedSignIn(deps, attempt);
    const wrong = reservation.counts[onTablet] ?? 0;
    if (wrong < PIN_TRIES_PER_PERSON) {
      throw unauthenticated(TABLET_MESSAGES.pinWrong(PIN_TRIES_PER_PERSON - wrong));
    }
    tellManagersOfLockout(deps, tablet, person).catch((error: unknown) =>
      log.warn({ err: error }, 'the managers could not be told of a PIN lockout'),
    );
    throw tooManyRequests(TABLET_MESSAGES.pinLocked, PIN_WINDOW_MINUTES * 60);
  }
  await deleteAttempts(deps.db.kysely, reservation.ids);

  const token = newToken();
  const writeKey = newToken();
  await runTransaction(deps, async (trx) => {
    await insertSession(trx, {
      tokenHash: hashToken(token),
      userId: person.id,
      now: now.toISOString(),
      expiresAt: addMinutes(now, TABLET_SESSION_KEPT_DAYS * 24 * 60).toISOString(),
      tabletId: tablet.id,
      writeKeyHash: hashToken(writeKey),
    });
    await recordSignIn(trx, now, attempt);
    return { commit: true, value: undefined };
  });
  await touchTablet(deps.db.kysely, tablet.id, now.toISOString());
  const session = await resolveSessionByHash(deps, hashToken(token), { cached: false });
  if (!session) throw unauthenticated(TABLET_MESSAGES.notPaired);
  return { token, session, writeKey, mustChangePin: pin.mustChange };
}

/**
 * The tablet locks: the session stops serving screens at once (and its live streams end), and
 * keeps only the right to send the changes queued in it. A password session on the tablet ends.
 */
export async function lockTabletSession(deps: AppDeps, tokenHash: string, user: SessionUser) {
  requireAccess(user, 'tablet:lock');
  await runTransaction(deps, async (trx, announce) => {
    if (user.tablet) {
      await trx
        .updateTable('sessions')
        .set({ locked_at: deps.clock.now().toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
    } else {
      await trx.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    }
    announce({ type: 'access', userId: user.id });
    return { commit: true, value: undefined };
  });
  deps.sessions.forgetToken(tokenHash);
}
