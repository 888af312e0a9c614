import { worksInOneStore } from '#domain/authz';
import { firstMatch } from '#domain/sso/claims';
import type { SsoFailure } from '#domain/sso/sign-in';
import type { AppDeps } from '../deps';
import { unusablePasswordHash } from '../auth/passwords';
import { AppError } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';
import { runTransaction } from '../writes/unit-of-work';
import { isAccountActive } from '../users/active';
import { keepAChainAdmin } from '../users/change-service';
import { setRole } from '../users/manage-repository';
import { findUserByEmail, insertUser } from '../users/repository';
import { assignmentOf } from '../users/service';
import { listMappings } from './mappings-repository';
import { beforeUserChange } from '../integrations/audit/user-changes';
import { auditedChange, userTarget, type AuditEntry } from '../integrations/audit/record';
import type { SsoPolicy } from './settings';

/** Why the provider's person gets no session: the sign-in screen says it (SSO_FAILURES). */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

const DISPLAY_NAME_MAX_LENGTH = 100;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The person's e-mail address: `email`, else an address-shaped `preferred_username` or `upn`
 * (Entra ID sends those when the account has no mailbox). An address the provider says it did
 * not verify is not taken (Entra ID says nothing: its accounts are the tenant's own).
 */
function emailOf(claims: Readonly<Record<string, unknown>>): string | null {
  if (claims.email_verified === false) return null;
  for (const name of ['email', 'preferred_username', 'upn']) {
    const value = text(claims[name]);
    if (value?.includes('@')) return value.toLowerCase();
  }
  return null;
}

function displayNameOf(claims: Readonly<Record<string, unknown>>): string | null {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  const name = text(claims.name) ?? ([given, family].filter(Boolean).join(' ') || null);
  return name ? name.slice(0, DISPLAY_NAME_MAX_LENGTH) : null;
}

async function findBySubject(deps: AppDeps, subject: string) {
  return deps.db.kysely
    .selectFrom('users')
    .select(['id', 'email', 'role', 'store_id', 'area_id', 'display_name', 'sso_subject'])
    .where('sso_subject', '=', subject)
    .executeTakeFirst();
}

/**
 * The ShiftCheck person the provider signed in (docs/decisions/052): the one it signed in before
 * (`iss` + `sub`), else the account with the same verified e-mail address (linked now), else a
 * new account when the chain lets single sign-on make them and a mapping gives their role.
 * A mapping that matches sets the role and store on every sign-in: the provider is where they
 * change. Refuses with the reason the sign-in screen gives.
 */
export async function personSignedIn(
  deps: AppDeps,
  policy: SsoPolicy,
  claims: Readonly<Record<string, unknown>>,
  firstTry = true,
): Promise<string> {
  const subject = `${String(claims.iss)} ${String(claims.sub)}`;
  const email = emailOf(claims);
  const match = firstMatch(await listMappings(deps.db.kysely), claims);
  const mapped = match && assignmentOf(match);
  let person = await findBySubject(deps, subject);
  if (!person && email) {
    const byEmail = await findUserByEmail(deps.db.kysely, email);
    if (byEmail) {
      const linked = await deps.db.kysely
        .updateTable('users')
        .set({ sso_subject: subject })
        .where('id', '=', byEmail.id)
        // Null, or theirs already: another sign-in of theirs made or linked it meanwhile.
        .where((eb) => eb.or([eb('sso_subject', 'is', null), eb('sso_subject', '=', subject)]))
        .executeTakeFirst();
      // An account another identity of the provider signs in to is not taken over.
      if (linked.numUpdatedRows === 0n) throw new SsoRefusal('noAccount', 'linked to another');
      person = await findBySubject(deps, subject);
    }
  }
  if (!person) {
    if (!email) throw new SsoRefusal('noEmail');
    if (!policy.createPeople || !mapped) throw new SsoRefusal('noAccount', 'no mapping');
    const made = (newId: string): AuditEntry => ({
      action: 'user.created',
      actor: { kind: 'system', id: null, name: null },
      target: userTarget({ id: newId, email }),
      storeId: mapped.storeId,
      detail: { role: mapped.role, via: 'sso' },
    });
    // Never typed by anyone: they sign in with the provider (or set one with a reset link).
    const passwordHash = await unusablePasswordHash();
    try {
      return await auditedChange(deps, made, (trx) =>
        insertUser(trx, {
          email,
          passwordHash,
          role: mapped.role,
          displayName: displayNameOf(claims),
          storeId: mapped.storeId,
          areaId: mapped.areaId,
          createdAt: deps.clock.now().toISOString(),
          ssoSubject: subject,
        }),
      );
    } catch (error) {
      // Another sign-in of theirs (a second tab, a double click) made them meanwhile: this one
      // signs in to that account, as a next sign-in would.
      if (!isUniqueViolation(error) || !firstTry) throw error;
      return personSignedIn(deps, policy, claims, false);
    }
  }
  const id = person.id;
  if (!(await isAccountActive(deps.db.kysely, id))) throw new SsoRefusal('turnedOff');
  const changed =
    mapped &&
    (mapped.role !== person.role ||
      mapped.storeId !== person.store_id ||
      mapped.areaId !== person.area_id);
  if (changed && (!worksInOneStore(mapped.role) || mapped.storeId !== null)) {
    await runTransaction(deps, async (trx, announce) => {
      const recordChange = await beforeUserChange(trx, id);
      await setRole(trx, id, mapped);
      // The provider's groups moved them: the app did it, by the chain's mappings.
      await recordChange(deps.clock.now(), {
        actor: { kind: 'system', id: null, name: null },
        ip: null,
      });
      await keepAChainAdmin(trx);
      announce({ type: 'access', userId: id });
      return { commit: true, value: undefined };
    }).catch((error: unknown) => {
      // The chain's last super admin keeps their role whatever the provider says.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    });
  }
  if (!person.display_name && displayNameOf(claims)) {
    await deps.db.kysely
      .updateTable('users')
      .set({ display_name: displayNameOf(claims) })
      .where('id', '=', id)
      .execute();
  }
  return id;
}
