// An item's answer as documents write it: a reading with its unit and limit, Yes or No in the
// document's language, an option in the words its translation gives it, a text as written.
import type { ItemAnswerRules } from '#domain/answers/kinds';
import { optionWords } from '#domain/templates/translations';
import { limitText, unitSymbol } from '#domain/readings/spec';
import { isTemperatureUnit, type TemperatureUnit } from '#domain/readings/units';
import type { DocumentLanguage } from './document-texts';

export interface AnsweredItem extends Pick<ItemAnswerRules, 'kind' | 'measure' | 'choices'> {
  answerValue: string | null;
  answerUnit: string | null;
}

/** The unit a reading's limit is written in: the one it was read in, else the store's. */
export function limitUnit(item: AnsweredItem, storeUnit: string): TemperatureUnit {
  if (item.answerUnit && isTemperatureUnit(item.answerUnit)) return item.answerUnit;
  return isTemperatureUnit(storeUnit) ? storeUnit : 'C';
}

/**
 * The answer's words, or null when the item has none (a tick, or not answered yet). `options`: a
 * choice's options in the document's language, as the checklist froze them.
 */
export function answerWords(
  { t }: DocumentLanguage,
  item: AnsweredItem,
  options?: readonly string[],
): string | null {
  const value = item.answerValue;
  if (value === null) return null;
  if (item.kind === 'reading') {
    const symbol = item.answerUnit === null ? '' : unitSymbol(item.answerUnit);
    return symbol === '' ? value : `${value}\u00a0${symbol}`;
  }
  if (item.kind === 'yes-no') return value === 'yes' ? t('answerYes') : t('answerNo');
  return optionWords(item.choices, options, value);
}

/** The line under an answered item: the reading and its limit, or the answer. */
export function answerLine(
  language: DocumentLanguage,
  item: AnsweredItem,
  storeUnit: string,
  options?: readonly string[],
): string | null {
  const words = answerWords(language, item, options);
  if (words === null) return null;
  if (item.kind === 'reading' && item.measure) {
    const limit = limitText(item.measure, limitUnit(item, storeUnit));
    return language.t('itemReading', { reading: words, limit });
  }
  return language.t('itemAnswer', { answer: words });
}
