/** What the users list says after a change made on it (apart: the list loads no form texts). */
export const USER_LIST_MESSAGES = {
  deleted: 'User deleted',
} as const;
