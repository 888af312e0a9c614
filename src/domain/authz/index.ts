export type { Actor } from './actor';
export {
  ACTIONS,
  authorize,
  decide,
  type Action,
  type PersonAction,
  type ResourceArgs,
  type ResourceOf,
} from './authorize';
export { CAPABILITIES, capabilitiesOf, hasCapability, type Capability } from './capabilities';
export { ALLOW, type Decision, type Refusal } from './decision';
export type { ActionResource } from './policies/actions';
export type { ChecklistDeletion, ChecklistResource } from './policies/checklists';
export type { NotificationResource } from './policies/notifications';
export type { RecordsResource } from './policies/records';
export type { TemplateResource } from './policies/templates';
export type { UserAssignment, UserResource } from './policies/users';
export {
  canSeeStore,
  picksStores,
  scopeIncludes,
  seesAnyStore,
  storeScopeOf,
  worksInOneStore,
  type StoreScope,
} from './scope';
