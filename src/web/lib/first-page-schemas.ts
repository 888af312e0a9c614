// The domain schemas of the answers the first page reads: who is signed in, the stores one may
// see, a store's day and the checklist just started. The first page carries no zod
// (docs/performance.md, "The first load"), so this module, and zod with it, loads beside the
// first of those requests (`firstPageSchema` in api-client.ts); other screens import theirs.
// Named short: the first page names them, and it has no bytes to spare.
export {
  currentSessionResponseSchema as session,
  publicSettingsSchema as settings,
  signInResponseSchema as signedIn,
} from '#domain/auth/schemas';
export {
  checklistDetailSchema as checklist,
  storeDaySchema as storeDay,
} from '#domain/checklists/api';
export { viewableStoresSchema as viewableStores } from '#domain/reports/api';
// Whether a sign-in waits for its second factor (the sign-in screen asks when it opens).
export { twoFactorChallengeSchema as twoFactor } from '#domain/two-factor/challenge';
