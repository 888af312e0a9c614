import { compileMessage } from '@lingui/message-utils/compileMessage';
import ar from '#domain/i18n/catalogues/notification-texts/ar.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/notification-texts/en.json' with { type: 'json' };
import es from '#domain/i18n/catalogues/notification-texts/es.json' with { type: 'json' };
import frCa from '#domain/i18n/catalogues/notification-texts/fr-CA.json' with { type: 'json' };
import pl from '#domain/i18n/catalogues/notification-texts/pl.json' with { type: 'json' };
import ptBr from '#domain/i18n/catalogues/notification-texts/pt-BR.json' with { type: 'json' };
import zhCn from '#domain/i18n/catalogues/notification-texts/zh-CN.json' with { type: 'json' };
import type { IsoDate } from '#domain/dates';
import { isCatalogueEntry } from '#domain/i18n/english';
import type { Locale } from '#domain/i18n/locales';
import { recogniserOf, type Recogniser } from '#domain/i18n/recognise';
import type { NotificationKind } from '#domain/notifications/kinds';
import { SECTION_TITLES, SECTIONS, type Section } from '#domain/sections';
import { SHIFT_CATEGORIES, SHIFT_LABELS, type ShiftCategory } from '#domain/shifts';
import { serverFormats } from '../i18n/formats';
import { serverLabels } from '../i18n/labels';
import { serverNamespace, type MessageValues } from '../i18n/namespace';

// A notification is stored as the domain wrote it, in English (src/domain/notifications/
// texts.ts): its e-mail recognises which of these entries wrote its title and text, with which
// values, and says the same in the recipient's language. A text no entry recognises goes as it
// is, in English.

type Key = keyof typeof en;

const notificationTexts = serverNamespace(en, {
  es,
  'fr-CA': frCa,
  pl,
  'pt-BR': ptBr,
  'zh-CN': zhCn,
  ar,
});

/** Each entry's recogniser, made as the module loads (a few dozen entries). */
const RECOGNISERS: Readonly<Record<string, Recogniser>> = Object.fromEntries(
  Object.entries(en).map(([key, text]) => {
    const compiled = compileMessage(text);
    const entries = isCatalogueEntry(compiled) ? { [key]: compiled } : {};
    return [key, recogniserOf(new Map([['notification-texts', entries]]))];
  }),
);

/** The values an entry wrote the English text with; undefined when it did not write it. */
function valuesOf(key: Key, english: string): Record<string, string | number> | undefined {
  return RECOGNISERS[key]?.recognise(english)?.values;
}

function reverse<Value extends string>(names: Record<Value, string>, values: readonly Value[]) {
  return new Map(values.map((value) => [names[value], value]));
}

const CATEGORY_OF = reverse<ShiftCategory>(SHIFT_LABELS, SHIFT_CATEGORIES);
const SECTION_OF = reverse<Section>(SECTION_TITLES, SECTIONS);

export interface StoredNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  businessDate: IsoDate;
  /** A failed item's words in the recipient's language, when its checklist has them. */
  itemWords: string | null;
}

const DIGEST_LINES: readonly Key[] = [
  'digestStore',
  'digestChecklists',
  'digestTimeliness',
  'digestLate',
  'digestMissed',
  'digestOpenIssues',
];

/** After its fixed lines, the digest's overdue actions: their count, each, and how many more. */
const DIGEST_ACTION_LINES: readonly Key[] = [
  'digestOverdueActions',
  'digestOverdueAction',
  'digestMoreActions',
];

/** A digest line in the language: the fixed lines by their place, then the actions' lines. */
const digestLineKeys = (i: number) =>
  i < DIGEST_LINES.length ? DIGEST_LINES.slice(i, i + 1) : DIGEST_ACTION_LINES;

/** A notification's title and text in a language. */
export function notificationIn(
  locale: Locale,
  n: StoredNotification,
): { title: string; body: string } {
  // The stored texts are English already.
  if (locale === 'en-GB' || locale === 'en-US') return { title: n.title, body: n.body };
  const t = notificationTexts(locale);
  const labels = serverLabels(locale);
  const formats = serverFormats(locale);
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });

  /** Each value in the language: the day, the checklist's title, the item, numbers, sections. */
  const localValue = (name: string, value: string | number): string | number => {
    if (typeof value === 'number') return value;
    if (name === 'date') return formats.longDate(n.businessDate);
    // One item's words: the digest names several, each as its checklist wrote it.
    if (name === 'item') return n.kind === 'daily-digest' ? value : (n.itemWords ?? value);
    if (name === 'checklist') {
      const category = CATEGORY_OF.get(/ - (\w+) Shift$/.exec(value)?.[1] ?? '');
      return category ? labels.checklistTitle(n.businessDate, category) : value;
    }
    // The words an overdue action's line uses for no priority and no owner.
    if (name === 'priority' && value === 'no priority') return t('digestNoPriority');
    if (name === 'owner' && value === 'no owner') return t('digestNoOwner');
    if (name === 'sections') {
      if (value === 'none') return t('digestNone');
      return list.format(
        value.split('; ').map((part) => {
          const [shift = '', section = ''] = part.split(' – ');
          const category = CATEGORY_OF.get(shift);
          const named = SECTION_OF.get(section);
          return category && named
            ? t('digestSection', { shift: labels.shift(category), section: labels.section(named) })
            : part;
        }),
      );
    }
    const percent = /^(\d+)%$/.exec(value)?.[1];
    if (percent !== undefined) return formats.percent(Number(percent));
    if (/^\d+$/.test(value)) return formats.number(Number(value));
    return value;
  };

  const say = (keys: readonly Key[], english: string): string => {
    for (const key of keys) {
      const values = valuesOf(key, english);
      if (!values) continue;
      const local: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(values)) local[name] = localValue(name, value);
      return t(key, local satisfies MessageValues);
    }
    return english;
  };

  switch (n.kind) {
    case 'not-started':
      return { title: say(['notStartedTitle'], n.title), body: say(['notStartedBody'], n.body) };
    case 'priority-failure':
      return {
        title: say(['priorityFailureTitle'], n.title),
        body: say(['priorityFailureBodyWithComment', 'priorityFailureBody'], n.body),
      };
    case 'unresolved-at-shift-end':
      return { title: say(['unresolvedTitle'], n.title), body: say(['unresolvedBody'], n.body) };
    case 'feedback':
      return { title: say(['feedbackTitle'], n.title), body: say(['feedbackBody'], n.body) };
    case 'daily-digest':
      return {
        title: say(['digestTitle'], n.title),
        body: n.body
          .split('\n')
          .map((line, i) => say(digestLineKeys(i), line))
          .join('\n'),
      };
    case 'action-assigned':
      return {
        title: say(['actionAssignedTitle'], n.title),
        body: say(['actionAssignedBody'], n.body),
      };
    case 'action-due':
      return { title: say(['actionDueTitle'], n.title), body: say(['actionDueBody'], n.body) };
    case 'action-overdue':
      return {
        title: say(['actionOverdueTitle'], n.title),
        body: say(['actionOverdueBody', 'actionOverdueBodyUnowned'], n.body),
      };
    case 'action-escalated':
      return {
        title: say(['actionEscalatedTitle'], n.title),
        body: say(['actionEscalatedBody', 'actionEscalatedBodyUnowned'], n.body),
      };
    case 'pin-locked':
      return { title: say(['pinLockedTitle'], n.title), body: say(['pinLockedBody'], n.body) };
    case 'webhook-paused':
      return {
        title: say(['webhookPausedTitle'], n.title),
        body: say(['webhookPausedBodySince', 'webhookPausedBody'], n.body),
      };
  }
}
