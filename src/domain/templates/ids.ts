/** SPEC §6: a template whose id starts with "default" is one of the four defaults. */
export const isDefaultTemplateId = (id: string) => id.startsWith('default-');
