/** SPEC §5 "User form" and §8 "Users", "Role change": shown verbatim by the screens and the API. */
export const USER_MESSAGES = {
  notFound: 'User not found',
  editNotAllowed: 'You do not have permission to edit this user',
  superAdminNotAllowed: 'You do not have permission to create super admin users',
  onlyShiftLeaders: 'Store managers can only create shift leader accounts',
  storeRequired: 'Store selection is required',
} as const;
