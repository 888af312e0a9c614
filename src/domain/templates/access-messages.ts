/** The permission checks' texts, apart so every page's checks do not carry the screens' texts. */
export const TEMPLATE_ACCESS_MESSAGES = {
  notFound: 'Template not found',
  deleteNotAllowed: 'You do not have permission to delete this template.',
  editNotAllowed: 'You do not have permission to edit this template.',
  defaultNotDeletable: 'Default templates cannot be deleted. You can edit them instead.',
} as const;
