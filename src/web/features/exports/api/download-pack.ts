import { PACK_COUNT_HEADER } from '#domain/exports/api';
import { ApiRequestError, NetworkError } from '#web/lib/api-client';
import { apiErrorOf } from '#web/lib/api-payloads';
import { currentLocale, translator } from '#web/lib/i18n';
import { exportsMessages } from '../messages';

export interface PackProgress {
  /** Checklists in the pack, as the server counted them before it started writing. */
  checklists: number | null;
  bytes: number;
}

export interface PackFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? 'inspection-pack.pdf';
}

async function errorOf(response: Response): Promise<ApiRequestError> {
  const error = apiErrorOf(await response.json().catch(() => null));
  return new ApiRequestError(
    response.status,
    error?.code ?? 'unknown',
    // The page that downloads has loaded the namespace in the person's language.
    error?.message ?? translator(exportsMessages, currentLocale())('packFailedTryAgain'),
  );
}

/**
 * Downloads the inspection pack while the server writes it, reporting the bytes received so the
 * page can show that the pack is being built; a plain link would show nothing until the browser's
 * own download bar appears, which on a phone may take a while for 90 days of checklists.
 */
export async function downloadPack(
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
  if (!response.ok || !response.body) throw await errorOf(response);
  const count = Number(response.headers.get(PACK_COUNT_HEADER) ?? Number.NaN);
  const checklists = Number.isInteger(count) ? count : null;
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  onProgress({ checklists, bytes });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress({ checklists, bytes });
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'application/pdf' }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
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
