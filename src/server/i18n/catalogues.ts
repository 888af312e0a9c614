import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileEnglishWith, isCatalogueEntry } from '#domain/i18n/english';
import { catalogueChain, LOCALES, type Locale } from '#domain/i18n/locales';
import { recogniserOf, type Recogniser } from '#domain/i18n/recognise';

// The domain's rules word their messages in English, and the server reads them in ICU text:
// compiled as they are first used.
compileEnglishWith(compileMessage);

/**
 * The catalogues the server speaks from: the domain's rule texts (validation and error
 * messages). Each is `src/domain/i18n/catalogues/rules-<area>`; the catalogue test checks that
 * this list names every one of them.
 */
export const RULE_AREAS = [
  'actions',
  'admin',
  'answers',
  'areas',
  'api',
  'auth',
  'checklists',
  'checklists-deleted',
  'dates',
  'dates-address',
  'due',
  'exports',
  'history',
  'http',
  'idempotency',
  'integrations',
  'integrations-access',
  'webhooks',
  'audit',
  'notification-settings',
  'notifications',
  'password-change',
  'photos',
  'readings',
  'records',
  'reports',
  'retention',
  'scim',
  'session',
  'shifts',
  'signals',
  'signals-access',
  'sso',
  'stores',
  'tablets',
  'tablets-access',
  'templates',
  'templates-access',
  'two-factor',
  'users',
  'users-access',
  'users-list',
] as const;

type Catalogue = Record<string, string>;

function parseCatalogue(data: unknown): Catalogue {
  const out: Catalogue = {};
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** One file of a rules namespace; undefined when the language has none (US English mostly). */
async function readFile(area: string, file: string): Promise<Catalogue | undefined> {
  try {
    const module: { default: unknown } = await import(
      `../../domain/i18n/catalogues/rules-${area}/${file}.json`,
      { with: { type: 'json' } }
    );
    return parseCatalogue(module.default);
  } catch {
    return undefined;
  }
}

export interface ServerCatalogues {
  /** Which rules entry wrote an English text, with its values. */
  readonly recogniser: Recogniser;
  /** A language's Lingui instance with every rules entry in it (English where it has none). */
  i18n(locale: Locale): I18n;
}

let loading: Promise<ServerCatalogues> | undefined;

/** Reads every rules catalogue once per process, compiled as it is read. */
export function serverCatalogues(): Promise<ServerCatalogues> {
  loading ??= load();
  return loading;
}

function compiled(catalogue: Catalogue | undefined): Messages {
  const out: Messages = {};
  for (const [key, text] of Object.entries(catalogue ?? {})) {
    const entry = compileMessage(text);
    if (isCatalogueEntry(entry)) out[key] = entry;
  }
  return out;
}

async function load(): Promise<ServerCatalogues> {
  const files = new Map<string, Messages>();
  const names = new Set(['en', ...LOCALES.map((locale) => catalogueChain(locale)[0] ?? 'en')]);
  await Promise.all(
    RULE_AREAS.flatMap((area) =>
      [...names].map(async (file) => {
        const catalogue = await readFile(area, file);
        if (catalogue) files.set(`rules-${area}/${file}`, compiled(catalogue));
      }),
    ),
  );
  const recogniser = recogniserOf(
    new Map(RULE_AREAS.map((area) => [`rules-${area}`, files.get(`rules-${area}/en`) ?? {}])),
  );

  const instances = new Map<Locale, I18n>();
  const i18n = (locale: Locale): I18n => {
    let instance = instances.get(locale);
    if (instance) return instance;
    const messages: Messages = {};
    for (const area of RULE_AREAS) {
      for (const file of catalogueChain(locale).toReversed()) {
        for (const [key, entry] of Object.entries(files.get(`rules-${area}/${file}`) ?? {})) {
          messages[`rules-${area}.${key}`] = entry;
        }
      }
    }
    instance = setupI18n({ locale, locales: [locale], messages: { [locale]: messages } });
    instances.set(locale, instance);
    return instance;
  };
  return { recogniser, i18n };
}

/** An English rules text in `locale`: the same entry in that language, or as it is if unknown. */
export function localize(catalogues: ServerCatalogues, english: string, locale: Locale): string {
  const known = catalogues.recogniser.recognise(english);
  return known ? catalogues.i18n(locale)._(known.key, known.values) : english;
}
