import ar from '#domain/i18n/catalogues/documents/ar.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/documents/en.json' with { type: 'json' };
import es from '#domain/i18n/catalogues/documents/es.json' with { type: 'json' };
import frCa from '#domain/i18n/catalogues/documents/fr-CA.json' with { type: 'json' };
import pl from '#domain/i18n/catalogues/documents/pl.json' with { type: 'json' };
import ptBr from '#domain/i18n/catalogues/documents/pt-BR.json' with { type: 'json' };
import zhCn from '#domain/i18n/catalogues/documents/zh-CN.json' with { type: 'json' };
import type { ChecklistDetail } from '#domain/checklists/api';
import type { ItemStatus } from '#domain/checklists/item-state';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import { serverFormats, type ServerFormats } from '../i18n/formats';
import { serverLabels, type ServerLabels } from '../i18n/labels';
import { serverNamespace, type MessageValues, type Translate } from '../i18n/namespace';

/** The texts of the files the server writes: PDF headings and labels, CSV headings and values. */
const documentTexts = serverNamespace(en, {
  es,
  'fr-CA': frCa,
  pl,
  'pt-BR': ptBr,
  'zh-CN': zhCn,
  ar,
});

export type DocumentKey = keyof typeof en;

/** Everything a document needs to speak a language: its texts, the domain's names, formats. */
export interface DocumentLanguage {
  locale: Locale;
  t: Translate<DocumentKey>;
  labels: ServerLabels;
  formats: ServerFormats;
}

/** First-strong isolate and its end: a value keeps its own direction inside a sentence. */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * A document's texts with each value set apart for the bidirectional algorithm (pdf-text.ts
 * draws the marks as nothing): an English name, a number or a date inside an Arabic sentence
 * keeps its place and order instead of joining the words around it.
 */
function isolating(t: Translate<DocumentKey>): Translate<DocumentKey> {
  const wrapped = (key: DocumentKey, values?: MessageValues) => {
    if (!values) return t(key);
    const apart: Record<string, string | number> = {};
    // A select's value picks a case: it is a key, never shown.
    const choices = new Set([...en[key].matchAll(/\{(\w+), select,/g)].map((m) => m[1]));
    for (const [name, value] of Object.entries(values)) {
      apart[name] = typeof value === 'string' && !choices.has(name) ? isolate(value) : value;
    }
    return t(key, apart);
  };
  return Object.assign(wrapped, { locale: t.locale });
}

/** A PDF's language: its texts with their values set apart (isolating). */
export function pdfLanguage(locale: Locale): DocumentLanguage {
  const language = documentLanguage(locale);
  return { ...language, t: isolating(language.t) };
}

/** What a document in the language is written with, made for each document. */
export function documentLanguage(locale: Locale): DocumentLanguage {
  return {
    locale,
    t: documentTexts(locale),
    labels: serverLabels(locale),
    formats: serverFormats(locale),
  };
}

/** The catalogue's name for an item's state: 'done', 'failed', 'resolved', 'not done'. */
export const STATE_KEYS: Record<ItemStatus, string> = {
  completed: 'completed',
  'failed-unresolved': 'failedUnresolved',
  'failed-resolved': 'failedResolved',
  open: 'open',
};

/** The checklist's title in the document's language ('… - Breakfast Shift' as stored in English). */
export function checklistTitleIn(
  w: Pick<DocumentLanguage, 'locale' | 'labels'>,
  checklist: Pick<ChecklistDetail, 'title' | 'businessDate' | 'category'>,
): string {
  return w.locale === SOURCE_LOCALE
    ? checklist.title
    : w.labels.checklistTitle(checklist.businessDate, checklist.category);
}
