import { useSyncExternalStore, type MouseEvent } from 'react';
import { useFormat, useT } from '#web/lib/i18n';
import { getUploadProgress, subscribeUploadProgress } from '#web/lib/upload-progress';
import { checklistMessages } from '../../messages';
import { useObjectUrl } from '#web/lib/use-object-url';

/** A photo only this browser has yet: waiting for signal, or uploading with its progress. */
export function WaitingPhotoTile({
  blob,
  writeId,
  label,
  sending,
  onOpen,
  size = 'h-20 w-20',
}: {
  blob: Blob;
  writeId: string | null;
  label: string;
  sending: boolean;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The tile's size classes, as its set's other thumbnails. */
  size?: string;
}) {
  const t = useT(checklistMessages);
  const format = useFormat();
  const url = useObjectUrl(blob);
  const progress = useSyncExternalStore(subscribeUploadProgress, getUploadProgress);
  const fraction = writeId ? progress.get(writeId) : undefined;
  const uploading = sending && fraction !== undefined;
  const percent = Math.round((fraction ?? 0) * 100);
  const shownPercent = format.percent(percent);
  const state =
    writeId === null
      ? t('photoNotUploaded')
      : uploading
        ? t('photoUploadingPercent', { percent: shownPercent })
        : t('photoWaitingToUpload');
  return (
    <div
      className={`relative ${size} overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600`}
      data-testid="waiting-photo"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('openWaitingPhoto', { photo: label, state })}
        className="block h-full w-full"
      >
        {url && <img src={url} alt="" className="h-full w-full object-cover" />}
      </button>
      <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-slate-950/80 px-1 py-0.5 text-center text-xs font-medium text-white">
        {uploading ? shownPercent : writeId === null ? t('photoNew') : t('photoWaiting')}
      </span>
      {uploading && (
        <span
          role="progressbar"
          aria-label={t('uploadingPhoto', { photo: label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="absolute inset-x-0 top-0 h-1 bg-slate-950/40"
        >
          <span className="block h-full bg-blue-500" style={{ width: `${percent}%` }} />
        </span>
      )}
    </div>
  );
}
