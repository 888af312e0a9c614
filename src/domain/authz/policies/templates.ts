import { ACCESS_MESSAGES } from '../../auth/messages';
import { TEMPLATE_MESSAGES } from '../../templates/messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore } from '../scope';

/** A template's scope: a store's own, or global (`storeId: null`, the defaults included). */
export interface TemplateResource {
  storeId: string | null;
}

const manages = (actor: Actor) => hasCapability(actor.role, 'manage-templates');

/** Global templates belong to super admins; a store's to its managers too. */
function mayChange(actor: Actor, template: TemplateResource): boolean {
  if (!manages(actor)) return false;
  if (template.storeId === null) return hasCapability(actor.role, 'manage-global-templates');
  return canSeeStore(actor, template.storeId);
}

export const templatePolicies = {
  /** See (and so import from or duplicate) a template: global ones, and the person's stores'. */
  'template:read': (actor: Actor, template: TemplateResource): Decision => {
    if (!manages(actor)) return forbidden(ACCESS_MESSAGES.notAllowed);
    return template.storeId === null || canSeeStore(actor, template.storeId)
      ? ALLOW
      : hidden(TEMPLATE_MESSAGES.notFound);
  },
  /** Create (a manager's are tied to their store) or edit. */
  'template:write': (actor: Actor, template: TemplateResource): Decision =>
    mayChange(actor, template) ? ALLOW : forbidden(TEMPLATE_MESSAGES.editNotAllowed),
  'template:delete': (actor: Actor, template: TemplateResource): Decision =>
    mayChange(actor, template) ? ALLOW : forbidden(TEMPLATE_MESSAGES.deleteNotAllowed),
};
