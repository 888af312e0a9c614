import { LOG_COUNT_HEADER, PACK_COUNT_HEADER, type PdfExportKind } from '#domain/exports/api';
import { ApiRequestError, NetworkError } from '#web/lib/api-client';
import { apiErrorOf } from '#web/lib/api-payloads';
import { currentLocale, translator } from '#web/lib/i18n';
import { exportsMessages } from '../messages';

export interface PackProgress {
  /**
   * What the file holds, as the server counted it before it started writing: the pack's
   * checklists, the log's readings.
   */
  count: number | null;
  bytes: number;
}

/** The header that says, for each PDF, how much it holds. */
const COUNT_HEADERS: Record<PdfExportKind, string> = {
  'inspection-pack': PACK_COUNT_HEADER,
  'temperature-log': LOG_COUNT_HEADER,
};

export interface PackFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(kind: PdfExportKind, disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `${kind}.pdf`;
}

async function errorOf(kind: PdfExportKind, response: Response): Promise<ApiRequestError> {
  const error = apiErrorOf(await response.json().catch(() => null));
  // The page that downloads has loaded the namespace in the person's language.
  const t = translator(exportsMessages, currentLocale());
  return new ApiRequestError(
    response.status,
    error?.code ?? 'unknown',
    error?.message ??
      (kind === 'temperature-log' ? t('logFailedTryAgain') : t('packFailedTryAgain')),
  );
}

/**
 * Downloads the inspection pack or the temperature log while the server writes it, reporting
 * the bytes received so the page can show that the file is being built; a plain link would show
 * nothing until the browser's own download bar appears, which on a phone may take a while for
 * 90 days of checklists or a year of readings.
 */
export async function downloadPack(
  kind: PdfExportKind,
  url: string,
  onProgress: (progress: PackProgress) => void,
  signal: AbortSignal,
): Promise<PackFile> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  if (!response.ok || !response.body) throw await errorOf(kind, response);
  const said = Number(response.headers.get(COUNT_HEADERS[kind]) ?? Number.NaN);
  const count = Number.isInteger(said) ? said : null;
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  onProgress({ count, bytes });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress({ count, bytes });
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'application/pdf' }),
    fileName: fileNameOf(kind, response.headers.get('content-disposition')),
  };
}

/** Hands a finished file to the browser as a download. */
export function saveFile(file: PackFile) {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy well before a minute is out.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
