import { z } from 'zod';
import type { SessionUser } from '#domain/auth/schemas';
import { personName } from '#domain/checklists/summary';
import { ROLES, type Role } from '#domain/roles';
import type { TwoFactorPolicy, TwoFactorPolicyBody } from '#domain/two-factor/api';
import { requiredRoles, TWO_FACTOR_SETTING_KEY } from '#domain/two-factor/policy';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { readSetting, writeSetting } from '../settings/repository';
import { settingSavedBy } from './repository';
import type { Caller } from '../auth/caller';
import { auditBy, auditedChange, changeOf, settingTarget } from '../integrations/audit/record';

/** The setting as saved: the roles a super admin added to the environment's. */
const storedSchema = z.object({ roles: z.array(z.enum(ROLES)) });

/** The roles a super admin added in the app (none until one saves the setting). */
async function addedRoles(deps: AppDeps): Promise<Role[]> {
  const setting = await readSetting(deps.db.kysely, TWO_FACTOR_SETTING_KEY, storedSchema);
  return setting?.roles ?? [];
}

/** Whether people of this role must sign in with two factors. */
export async function isRequiredFor(deps: AppDeps, role: Role): Promise<boolean> {
  const floor = deps.config.twoFactorRequiredRoles;
  return floor.includes(role) || (await addedRoles(deps)).includes(role);
}

/** Admin → Sign-in & identity: the environment's floor and the roles added in the app. */
export async function readPolicy(deps: AppDeps, user: SessionUser): Promise<TwoFactorPolicy> {
  requireAccess(user, 'identity:manage');
  const floor = deps.config.twoFactorRequiredRoles;
  const saved = await settingSavedBy(deps.db.kysely, TWO_FACTOR_SETTING_KEY);
  return {
    floor: requiredRoles(floor, []),
    roles: requiredRoles([], await addedRoles(deps)),
    updatedAt: saved?.at ?? null,
    updatedByName: saved?.name ?? null,
  };
}

export async function savePolicy(
  deps: AppDeps,
  user: Caller,
  body: TwoFactorPolicyBody,
): Promise<TwoFactorPolicy> {
  requireAccess(user, 'identity:manage');
  // The floor is the environment's: saved or not, it always applies.
  const floor = deps.config.twoFactorRequiredRoles;
  const roles = requiredRoles([], body.roles).filter((role) => !floor.includes(role));
  const by = { name: personName(user), at: deps.clock.now().toISOString() };
  const before = await addedRoles(deps);
  await auditedChange(
    deps,
    {
      action: 'settings.two-factor-changed',
      ...auditBy(user),
      target: settingTarget(TWO_FACTOR_SETTING_KEY),
      detail: { roles: changeOf(before, roles) },
    },
    (trx) => writeSetting(trx, TWO_FACTOR_SETTING_KEY, { roles }, by),
  );
  return readPolicy(deps, user);
}
