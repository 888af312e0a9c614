// What the inspection pack and the temperature log share: one store's range, checked, and a
// PDF of it streamed in the asker's language with its footer.
import type { ExportQuery } from '#domain/exports/api';
import { PACK_MESSAGES } from '#domain/exports/messages';
import { readingLocale, type Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { findStoreById, type StoreRecord } from '../stores/repository';
import { documentLanguage } from './document-texts';
import { generatedLine, streamingPdf, type PdfWriter } from './pdf-layout';
import { resolveExportRange, type ExportRange } from './range';

/** The store and range a one-store document covers: a store is required, as for the pack. */
export async function oneStoreRange(
  deps: AppDeps,
  user: Caller,
  query: ExportQuery,
): Promise<{ range: ExportRange; store: StoreRecord }> {
  const range = await resolveExportRange(deps, user, query);
  const storeId = range.scope.kind === 'stores' ? range.scope.storeIds[0] : undefined;
  if (range.scope.kind !== 'stores' || range.scope.storeIds.length !== 1 || !storeId) {
    throw badRequest(PACK_MESSAGES.storeRequired);
  }
  const store = await findStoreById(deps.db.kysely, storeId);
  if (!store) throw badRequest(PACK_MESSAGES.storeRequired);
  return { range, store };
}

/**
 * A PDF of the store, titled in the asker's language, whose pages `write` sends as it makes them;
 * a failure while writing ends the stream with it.
 */
export async function streamStoreDocument(
  deps: AppDeps,
  user: Caller,
  store: StoreRecord,
  title: 'packDocumentTitle' | 'logDocumentTitle',
  write: (w: PdfWriter) => Promise<void>,
): Promise<PdfWriter> {
  const locale = readingLocale(user);
  const w = await streamingPdf(
    deps.fonts,
    documentLanguage(locale).t(title, { store: store.name }),
    locale,
    (writer) => generatedLine(writer, deps.clock.now(), store.timezone),
  );
  write(w).then(
    () => w.doc.end(),
    (error: unknown) => w.doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return w;
}
