import english from '#domain/i18n/catalogues/checklists/en.json' with { type: 'json' };
import { defineNamespace, type Translate } from '#web/lib/i18n';

/**
 * The checklist screen's texts: header, sections and items, the Issue Details dialog, targets
 * and results, feedback, photos, history, the save indicator and the names of queued changes.
 */
export const checklistMessages = defineNamespace('checklists', english);

/** `t` of this namespace, for helpers that a component hands its texts to. */
export type ChecklistTexts = Translate<keyof typeof english>;
