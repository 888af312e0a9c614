import { BREAKFAST_TEMPLATE } from './default/breakfast';
import type { DefaultTemplate } from './default/builders';
import { DAY_TEMPLATE } from './default/day';
import { NIGHT_TEMPLATE } from './default/night';
import { OVERNIGHT_TEMPLATE } from './default/overnight';

export { defaultItemRules, defaultTemplateId } from './default/builders';
export type { DefaultTemplate, DefaultTemplateItem } from './default/builders';

/** The four default templates, seeded by a super admin (SPEC §4 "Other transitions"). */
export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  BREAKFAST_TEMPLATE,
  DAY_TEMPLATE,
  NIGHT_TEMPLATE,
  OVERNIGHT_TEMPLATE,
];
