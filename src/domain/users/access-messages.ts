/** The permission checks' texts, apart so every page's checks do not carry the screens' texts. */
export const USER_ACCESS_MESSAGES = {
  editNotAllowed: 'You do not have permission to edit this user',
  superAdminNotAllowed: 'You do not have permission to create super admin users',
  onlyShiftLeaders: 'Store managers can only create shift leader accounts',
  emailChangeNotAllowed: "Only a super admin can change a person's email address",
} as const;
