import type { Kysely } from 'kysely';
import type { Actor } from '#domain/authz';
import type { AuditAction, AuditActorKind, SignInMethod } from '#domain/integrations/audit';
import type { Database } from '../../db/types';
import type { AppDeps } from '../../deps';
import { runTransaction } from '../../writes/unit-of-work';
import { queueUserEvent } from '../webhooks/user-events';

/** Who did what: named as they were called then, so the row reads the same after they go. */
export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  name: string | null;
}

export interface AuditTarget {
  kind: string;
  id: string | null;
  name: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor;
  target?: AuditTarget | null;
  storeId?: string | null;
  ip?: string | null;
  /** What changed, for the reader (never a secret or a password). */
  detail?: Record<string, unknown>;
}

/** Who a caller is in the log: a person, or the API token acting for one. */
export function auditActorOf(caller: {
  id: string;
  email: string;
  displayName: string | null;
  apiToken?: { id: string; name: string } | null;
}): AuditActor {
  if (caller.apiToken) {
    return { kind: 'token', id: caller.apiToken.id, name: caller.apiToken.name };
  }
  return { kind: 'person', id: caller.id, name: caller.displayName ?? caller.email };
}

/**
 * Who makes a change, as a route hands them to a service: a session's person (auth/caller.ts
 * adds the address the request came from), or any actor (named by their e-mail if known).
 */
export interface AuditCaller {
  id: string;
  email?: string;
  displayName?: string | null;
  apiToken?: { id: string; name: string } | null;
  /** The address the request came from. */
  ip?: string | null;
}

/** The actor and the address of a caller's change, to spread into an entry. */
export function auditBy(caller: AuditCaller): AuditBy {
  const ip = caller.ip ?? null;
  if (caller.apiToken) {
    return { actor: { kind: 'token', id: caller.apiToken.id, name: caller.apiToken.name }, ip };
  }
  const name = caller.displayName ?? caller.email ?? null;
  return { actor: { kind: 'person', id: caller.id, name }, ip };
}

/** A person as what a change was done to: by their address, which names them uniquely. */
export const userTarget = (user: { id: string; email: string }): AuditTarget => ({
  kind: 'user',
  id: user.id,
  name: user.email,
});

/** A store as what a change was done to: "0412 Harbour Road". */
export const storeTarget = (store: { id: string; name: string; storeNumber: string }) => ({
  kind: 'store',
  id: store.id,
  name: `${store.storeNumber} ${store.name}`,
});

/** A chain-wide setting as what a change was done to. */
export const settingTarget = (key: string): AuditTarget => ({
  kind: 'setting',
  id: key,
  name: key,
});

/** A value as text to compare by: objects' keys in order, so `{a, b}` is `{b, a}`. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

/** `{ from, to }` when a value changed; nothing when it did not (left out of the detail). */
export function changeOf<T>(from: T, to: T): { from: T; to: T } | undefined {
  return canonical(from ?? null) === canonical(to ?? null) ? undefined : { from, to };
}

/** An actor of the authorization entry point as a change's maker: named, and from where. */
export type AuditedActor = Actor & AuditCaller;

/** Who a change is by and from where, as an entry takes them. */
export interface AuditBy {
  actor: AuditActor;
  ip: string | null;
}

/**
 * The identity provider's SCIM client as the actor of a provisioning change, named by its token
 * (as the token was called then).
 */
export async function scimAuditBy(db: Kysely<Database>, actor: AuditedActor): Promise<AuditBy> {
  const id = actor.scimToken?.id ?? null;
  const token = id
    ? await db.selectFrom('scim_tokens').select('name').where('id', '=', id).executeTakeFirst()
    : undefined;
  return { actor: { kind: 'scim', id, name: token?.name ?? null }, ip: actor.ip ?? null };
}

/**
 * Writes one row of the audit log, in the transaction of the change it records (so the change
 * and its row commit together), or on its own for what changes nothing (a refused sign-in).
 */
export async function recordAudit(
  db: Kysely<Database>,
  at: Date,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      action: entry.action,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      target_kind: entry.target?.kind ?? null,
      target_id: entry.target?.id ?? null,
      target_name: entry.target?.name ?? null,
      store_id: entry.storeId ?? null,
      ip: entry.ip ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
  const personId = entry.target?.kind === 'user' ? entry.target.id : null;
  if ((entry.action === 'user.created' || entry.action === 'user.deactivated') && personId) {
    await queueUserEvent(db, at, entry.action, personId, entry.actor);
  }
}

/**
 * A change that is one write of its own (a setting saved, a token revoked), made in a
 * transaction with its row of the log. `entry` may be worked out from what the change returns.
 */
export async function auditedChange<T>(
  deps: AppDeps,
  entry: AuditEntry | ((value: T) => AuditEntry | null),
  change: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return runTransaction(deps, async (trx) => {
    const value = await change(trx);
    const row = typeof entry === 'function' ? entry(value) : entry;
    if (row) await recordAudit(trx, deps.clock.now(), row);
    return { commit: true, value };
  });
}

/** A person signed in, or was refused: how, from where, and as whom (the e-mail typed, if any). */
export interface SignInAttemptRecord {
  person: { id: string; email: string; displayName: string | null } | null;
  /** What was typed as the e-mail address, for a refusal of someone unknown. */
  typed?: string | null;
  via: SignInMethod;
  ip: string | null;
  storeId?: string | null;
  detail?: Record<string, unknown>;
}

function signInEntry(action: AuditAction, attempt: SignInAttemptRecord): AuditEntry {
  const { person } = attempt;
  return {
    action,
    actor: person
      ? { kind: 'person', id: person.id, name: attempt.typed ?? person.displayName ?? person.email }
      : { kind: 'anonymous', id: null, name: attempt.typed ?? null },
    target: person && userTarget(person),
    storeId: attempt.storeId ?? null,
    ip: attempt.ip,
    detail: { via: attempt.via, ...attempt.detail },
  };
}

/** A session opened: written with it. */
export const recordSignIn = (db: Kysely<Database>, at: Date, attempt: SignInAttemptRecord) =>
  recordAudit(db, at, signInEntry('sign-in.succeeded', attempt));

/** A sign-in refused (a wrong password, PIN or code): written on its own, nothing else changed. */
export const recordRefusedSignIn = (deps: AppDeps, attempt: SignInAttemptRecord) =>
  recordAudit(deps.db.kysely, deps.clock.now(), signInEntry('sign-in.failed', attempt));
