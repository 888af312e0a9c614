import Download from 'lucide-react/icons/download';
import { useEffect, useRef, useState } from 'react';
import type { PdfExportKind } from '#domain/exports/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { fileSize } from '#web/lib/file-size';
import { useT } from '#web/lib/i18n';
import { downloadPack, saveFile, type PackProgress } from '../api/download-pack';
import { exportsMessages } from '../messages';

type PackState =
  | { kind: 'idle' }
  | { kind: 'building'; progress: PackProgress }
  | { kind: 'done'; bytes: number }
  | { kind: 'failed'; message: string };

/** Each PDF's words while it builds, arrives, is saved or fails. */
const TEXTS = {
  'inspection-pack': {
    building: 'building',
    buildingWith: 'buildingWith',
    buildingWithUnknown: 'buildingWithUnknown',
    progressLabel: 'progressLabel',
    downloaded: 'downloaded',
    failed: 'packFailed',
  },
  'temperature-log': {
    building: 'logBuilding',
    buildingWith: 'logBuildingWith',
    buildingWithUnknown: 'logBuildingWithUnknown',
    progressLabel: 'logProgressLabel',
    downloaded: 'logDownloaded',
    failed: 'logFailed',
  },
} as const;

/**
 * The inspection pack or the temperature log, built by the server while it downloads: the page
 * says how many checklists or readings are going in and how much has arrived, and the download
 * can be cancelled. Keyed by its address where it is used: a new range or store starts it afresh.
 */
export function PackDownload({
  kind,
  href,
  label,
}: {
  kind: PdfExportKind;
  href: string;
  label: string;
}) {
  const t = useT(exportsMessages);
  const texts = TEXTS[kind];
  const [state, setState] = useState<PackState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'building', progress: { count: null, bytes: 0 } });
    try {
      const file = await downloadPack(
        kind,
        href,
        (progress) => setState({ kind: 'building', progress }),
        controller.signal,
      );
      saveFile(file);
      setState({ kind: 'done', bytes: file.blob.size });
    } catch (error) {
      if (controller.signal.aborted) return setState({ kind: 'idle' });
      const message = error instanceof Error ? error.message : t(texts.failed);
      setState({ kind: 'failed', message });
    } finally {
      abort.current = null;
    }
  }

  if (state.kind === 'building') {
    const { count, bytes } = state.progress;
    return (
      <div className="space-y-3">
        <div className="flex items-center gap-3 text-sm" aria-live="polite">
          <Spinner label={t(texts.building)} />
          <p>
            {count === null ? t(texts.buildingWithUnknown) : t(texts.buildingWith, { count })}{' '}
            <span className="tabular-nums">{t('soFar', { size: fileSize(bytes) })}</span>
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t(texts.progressLabel)}
          className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full w-1/3 animate-pulse rounded-full bg-blue-600 dark:bg-blue-400" />
        </div>
        <Button variant="secondary" onClick={() => abort.current?.abort()}>
          {t('cancel')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {state.kind === 'done' && (
        <Alert tone="success">{t(texts.downloaded, { size: fileSize(state.bytes) })}</Alert>
      )}
      {state.kind === 'failed' && <Alert tone="error">{state.message}</Alert>}
      <Button onClick={() => void start()} className="w-full sm:w-auto print:hidden">
        <Download aria-hidden="true" className="h-4 w-4" />
        {state.kind === 'failed' ? t('tryAgain') : label}
      </Button>
    </div>
  );
}
