export { defineNamespace, type Catalogue, type Namespace } from './catalogue';
export { formats, useFormat, type Formats } from './format';
export {
  applyHourCycle,
  applyLocale,
  currentLocale,
  localeOf,
  useHourCycle,
  useLocale,
} from './locale';
export { preloadNamespace, translator, useT, type MessageValues, type Translate } from './use-t';
export { labelMessages, useLabels, type DueState, type Labels } from './labels';
export { translateDomainText, useDomainText } from './domain-text';
export { LanguageGate } from './language-gate';
