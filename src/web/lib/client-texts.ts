import english from '#domain/i18n/catalogues/shell/en.json' with { type: 'json' };

/** The texts the app's own plumbing words: errors it makes up itself, not the server's. */
export type ClientTextKey = Extract<
  keyof typeof english,
  'unexpectedAnswer' | 'noConnection' | 'somethingWentWrong'
>;

let translate: (key: ClientTextKey) => string = (key) => english[key];

/**
 * One of those texts in the person's language. The modules that use it run without a page too
 * (unit tests, the queue's engine), so the app installs the translation (setClientTexts) rather
 * than these modules reaching for the page's language themselves; until then it is English.
 */
export function clientText(key: ClientTextKey): string {
  return translate(key);
}

export function setClientTexts(next: (key: ClientTextKey) => string): void {
  translate = next;
}
