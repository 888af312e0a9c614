// The default templates' items in every shipped language, keyed by their English (British)
// text; US English lists only what it words differently. Read by the server alone.
import ar from './translations/ar.json' with { type: 'json' };
import enUS from './translations/en-US.json' with { type: 'json' };
import es from './translations/es.json' with { type: 'json' };
import frCA from './translations/fr-CA.json' with { type: 'json' };
import pl from './translations/pl.json' with { type: 'json' };
import ptBR from './translations/pt-BR.json' with { type: 'json' };
import zhCN from './translations/zh-CN.json' with { type: 'json' };
import {
  TRANSLATION_LOCALES,
  type KeptTranslations,
  type TranslationLocale,
} from '../translations';
import type { DefaultTemplateItem } from './builders';

export const DEFAULT_TRANSLATIONS: Readonly<
  Record<TranslationLocale, Readonly<Record<string, string>>>
> = {
  'en-US': enUS,
  es,
  'fr-CA': frCA,
  pl,
  'pt-BR': ptBR,
  'zh-CN': zhCN,
  ar,
};

/**
 * A default item's shipped translations, each written from its English as shipped. US English
 * has an entry wherever the item or its details word anything the American way.
 */
export function defaultItemTranslations(item: DefaultTemplateItem): KeptTranslations {
  const kept: KeptTranslations = {};
  const details = item.details ?? null;
  for (const locale of TRANSLATION_LOCALES) {
    const words = DEFAULT_TRANSLATIONS[locale];
    const text = words[item.text];
    const translatedDetails = details === null ? null : words[details];
    if (text === undefined && translatedDetails === undefined) continue;
    kept[locale] = {
      text: text ?? item.text,
      details: translatedDetails ?? details,
      sourceText: item.text,
      sourceDetails: details,
    };
  }
  return kept;
}
