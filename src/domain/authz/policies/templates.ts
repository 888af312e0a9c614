import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { isDefaultTemplateId } from '#domain/templates/ids';
import { TEMPLATE_ACCESS_MESSAGES as TEMPLATE_MESSAGES } from '#domain/templates/access-messages';
import type { Actor } from '../actor';
import { hasCapability } from '../capabilities';
import { ALLOW, forbidden, hidden, type Decision } from '../decision';
import { canSeeStore, seesAnyStore } from '../scope';

/**
 * A template's scope: a store's own, or global (`storeId: null`, the defaults included). The
 * id, when known, tells the four defaults apart.
 */
export interface TemplateResource {
  id?: string;
  storeId: string | null;
}

const manages = (actor: Actor) => hasCapability(actor.role, 'manage-templates');

/** Global templates belong to super admins; a store's to its managers too. */
function change(actor: Actor, template: TemplateResource, refusal: string): Decision {
  if (!manages(actor)) return forbidden(refusal);
  if (template.storeId === null) {
    return hasCapability(actor.role, 'manage-global-templates') ? ALLOW : forbidden(refusal);
  }
  // Another store's template is not even there for a manager.
  return canSeeStore(actor, template.storeId) ? ALLOW : hidden(TEMPLATE_MESSAGES.notFound);
}

export const templatePolicies = {
  /** The template screens: the list, the form and the import dialog. */
  'template:manage': (actor: Actor): Decision => {
    if (!manages(actor)) return forbidden(ACCESS_MESSAGES.notAllowed);
    if (!seesAnyStore(actor)) {
      return forbidden(ACCESS_MESSAGES.noAssignedStore);
    }
    return ALLOW;
  },
  /** See (and so import from or duplicate) a template: global ones, and the person's stores'. */
  'template:read': (actor: Actor, template: TemplateResource): Decision => {
    if (!manages(actor)) return forbidden(ACCESS_MESSAGES.notAllowed);
    return template.storeId === null || canSeeStore(actor, template.storeId)
      ? ALLOW
      : hidden(TEMPLATE_MESSAGES.notFound);
  },
  /** Create (a manager's are tied to their store) or edit. */
  'template:write': (actor: Actor, template: TemplateResource): Decision =>
    change(actor, template, TEMPLATE_MESSAGES.editNotAllowed),
  /** SPEC §6: the four defaults can never be deleted, by anyone; they can be edited. */
  'template:delete': (actor: Actor, template: TemplateResource): Decision => {
    if (manages(actor) && template.id !== undefined && isDefaultTemplateId(template.id)) {
      return forbidden(TEMPLATE_MESSAGES.defaultNotDeletable);
    }
    return change(actor, template, TEMPLATE_MESSAGES.deleteNotAllowed);
  },
};
