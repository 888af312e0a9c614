import english from '#domain/i18n/catalogues/actions/en.json' with { type: 'json' };
import { defineNamespace, type Translate } from '#web/lib/i18n';

/** The Actions screens' texts: the list, its filters, one action and its steps. */
export const actionsMessages = defineNamespace('actions', english);

/** `t` of this namespace, for helpers that a component hands its texts to. */
export type ActionTexts = Translate<keyof typeof english>;
