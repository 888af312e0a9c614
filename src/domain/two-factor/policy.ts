// Who must sign in with two factors: the server's floor (TWO_FACTOR_REQUIRED_ROLES) and the
// roles a super admin added in the app.
import { ROLES, type Role } from '../roles';

/** Its key in the chain-wide settings (app_settings). */
export const TWO_FACTOR_SETTING_KEY = 'two-factor';

/** Every role that needs two-factor, in the roles' order (widest first). */
export function requiredRoles(floor: readonly Role[], added: readonly Role[]): Role[] {
  return ROLES.filter((role) => floor.includes(role) || added.includes(role));
}
