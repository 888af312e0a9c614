import type { Kysely } from 'kysely';
import type { Actor } from '#domain/authz';
import { hasCapability, worksInOneStore } from '#domain/authz';
import type { MappingBody, SsoSettings, SsoSettingsBody } from '#domain/sso/api';
import { MAX_MAPPINGS } from '#domain/sso/api';
import { SSO_MESSAGES } from '#domain/sso/messages';
import { SSO_START_PATH } from '#domain/sso/sign-in';
import { areaExists } from '../areas/repository';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import type { Database } from '../db/types';
import { runTransaction } from '../writes/unit-of-work';
import type { Caller } from '../auth/caller';
import { auditBy, auditedChange, recordAudit, settingTarget } from '../integrations/audit/record';
import {
  mappingDetail,
  mappingTarget,
  ssoSettingsDetail,
} from '../integrations/audit/settings-changes';
import { badRequest, notFound } from '../http/errors';
import { findUserByEmail } from '../users/repository';
import { storeExists } from '../users/manage-repository';
import {
  countMappings,
  deleteMapping,
  insertMapping,
  listMappings,
  renumber,
  updateMapping,
  type MappingValues,
} from './mappings-repository';
import { redirectUriOf } from './service';
import { readSso, readStoredSso, SSO_SETTING, writeSso, type StoredSso } from './settings';

/** The identity settings screen's view: the provider (its secret never), the rules, the URIs. */
export async function ssoSettings(
  deps: AppDeps,
  actor: Actor,
  origin: string,
): Promise<SsoSettings> {
  requireAccess(actor, 'identity:manage');
  const { provider, policy } = await readSso(deps);
  return {
    provider: provider && {
      name: provider.name,
      issuer: provider.issuer,
      clientId: provider.clientId,
      hasSecret: provider.clientSecret !== '',
      fromEnvironment: provider.fromEnvironment,
    },
    ...policy,
    redirectUri: redirectUriOf(origin),
    initiateLoginUri: `${origin}${SSO_START_PATH}`,
  };
}

/** The provider the body asks for, with the secret kept when none is given. */
function providerOf(body: SsoSettingsBody, stored: StoredSso): StoredSso['provider'] {
  if (!body.provider) return null;
  const { name, issuer, clientId, clientSecret } = body.provider;
  const kept = stored.provider?.issuer === issuer && stored.provider.clientId === clientId;
  const secret = clientSecret ?? (kept ? stored.provider?.clientSecret : undefined);
  if (!secret) throw badRequest(SSO_MESSAGES.secretRequired);
  return { name, issuer, clientId, clientSecret: secret };
}

/**
 * Saves single sign-on. A provider is saved only once its discovery document reads; requiring
 * single sign-on needs a provider and a break-glass super admin, who may still use a password.
 */
export async function saveSsoSettings(
  deps: AppDeps,
  actor: Caller,
  body: SsoSettingsBody,
  origin: string,
): Promise<SsoSettings> {
  requireAccess(actor, 'identity:manage');
  const stored = await readStoredSso(deps);
  const provider = deps.config.oidc ? stored.provider : providerOf(body, stored);
  const breakGlassEmail = body.breakGlassEmail?.trim().toLowerCase() || null;
  if (breakGlassEmail) {
    const person = await findUserByEmail(deps.db.kysely, breakGlassEmail);
    if (!person?.role || !hasCapability(person.role, 'manage-identity')) {
      throw badRequest(SSO_MESSAGES.breakGlassNotAdmin);
    }
  }
  const effective = deps.config.oidc ?? provider;
  if (body.required && (!effective || !breakGlassEmail)) {
    throw badRequest(SSO_MESSAGES.breakGlassRequired);
  }
  if (provider && !deps.config.oidc) {
    deps.oidc.forget();
    try {
      await deps.oidc.configurationFor(deps, { ...provider, fromEnvironment: false });
    } catch {
      throw badRequest(SSO_MESSAGES.providerUnreachable(provider.issuer));
    }
  }
  const value = {
    provider,
    createPeople: body.createPeople,
    required: body.required,
    breakGlassEmail,
  };
  const by = { name: actor.displayName ?? actor.email, at: deps.clock.now().toISOString() };
  await auditedChange(
    deps,
    {
      action: 'settings.sso-changed',
      ...auditBy(actor),
      target: settingTarget(SSO_SETTING),
      detail: ssoSettingsDetail(stored, value),
    },
    (trx) => writeSso(deps, value, by, trx),
  );
  deps.oidc.forget();
  return ssoSettings(deps, actor, origin);
}

export async function ssoMappings(deps: AppDeps, actor: Actor) {
  requireAccess(actor, 'identity:manage');
  return { mappings: await listMappings(deps.db.kysely) };
}

/** A role that works in one store needs its store; an area manager their area; a super admin neither. */
async function valuesOf(deps: AppDeps, body: MappingBody): Promise<MappingValues> {
  const { claim, value, role } = body;
  if (worksInOneStore(role)) {
    const storeId = body.storeId ?? null;
    if (!storeId || !(await storeExists(deps.db.kysely, storeId))) {
      throw badRequest(SSO_MESSAGES.storeRequired);
    }
    return { claim, value, role, storeId, areaId: null };
  }
  if (hasCapability(role, 'area-stores')) {
    const areaId = body.areaId ?? null;
    if (!areaId || !(await areaExists(deps.db.kysely, areaId))) {
      throw badRequest(SSO_MESSAGES.areaRequired);
    }
    return { claim, value, role, storeId: null, areaId };
  }
  return { claim, value, role, storeId: null, areaId: null };
}

/** Places the mapping at `position` (its place if none is given), the rest kept in order. */
async function place(trx: Kysely<Database>, id: string, position: number | undefined) {
  if (position === undefined) return;
  const ids = (await listMappings(trx))
    .map((mapping) => mapping.id)
    .filter((other) => other !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  await renumber(trx, ids);
}

const done = { commit: true, value: undefined } as const;

/** The mapping as the list now shows it, to the audit log. */
async function recordMapping(
  trx: Kysely<Database>,
  deps: AppDeps,
  action: 'settings.sso-mapping-added' | 'settings.sso-mapping-changed',
  actor: Caller,
  id: string,
) {
  const mapping = (await listMappings(trx)).find((one) => one.id === id);
  if (!mapping) return;
  await recordAudit(trx, deps.clock.now(), {
    action,
    ...auditBy(actor),
    target: mappingTarget(mapping),
    storeId: mapping.storeId,
    detail: mappingDetail(mapping),
  });
}

export async function addMapping(deps: AppDeps, actor: Caller, body: MappingBody) {
  requireAccess(actor, 'identity:manage');
  const values = await valuesOf(deps, body);
  await runTransaction(deps, async (trx) => {
    const count = await countMappings(trx);
    if (count >= MAX_MAPPINGS) throw badRequest(SSO_MESSAGES.mappingsTooMany(MAX_MAPPINGS));
    const id = await insertMapping(trx, values, count, deps.clock.now().toISOString());
    await place(trx, id, body.position);
    await recordMapping(trx, deps, 'settings.sso-mapping-added', actor, id);
    return done;
  });
  return ssoMappings(deps, actor);
}

export async function changeMapping(deps: AppDeps, actor: Caller, id: string, body: MappingBody) {
  requireAccess(actor, 'identity:manage');
  const values = await valuesOf(deps, body);
  await runTransaction(deps, async (trx) => {
    if (!(await updateMapping(trx, id, values))) throw notFound(SSO_MESSAGES.mappingNotFound);
    await place(trx, id, body.position);
    await recordMapping(trx, deps, 'settings.sso-mapping-changed', actor, id);
    return done;
  });
  return ssoMappings(deps, actor);
}

export async function removeMapping(deps: AppDeps, actor: Caller, id: string): Promise<void> {
  requireAccess(actor, 'identity:manage');
  await runTransaction(deps, async (trx) => {
    const mapping = (await listMappings(trx)).find((one) => one.id === id);
    if (!mapping || !(await deleteMapping(trx, id))) throw notFound(SSO_MESSAGES.mappingNotFound);
    await recordAudit(trx, deps.clock.now(), {
      action: 'settings.sso-mapping-removed',
      ...auditBy(actor),
      target: mappingTarget(mapping),
      storeId: mapping.storeId,
      detail: mappingDetail(mapping),
    });
    return done;
  });
}
