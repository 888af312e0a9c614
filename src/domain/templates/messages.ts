/** SPEC §5 "Templates", §6 and §8 "Templates": shown verbatim by the screens and the API. */
export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  deleteNotAllowed: 'You do not have permission to delete this template.',
  editNotAllowed: 'You do not have permission to edit this template.',
  defaultNotDeletable: 'Default templates cannot be deleted. You can edit them instead.',
} as const;
