import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { photoUrl, type Photo } from '#domain/photos/api';
import { PHOTOS_PER_SUBJECT_MAX } from '#domain/photos/messages';
import { PhotoPicker } from '#web/components/photos/photo-picker';
import { retryWritesNow } from '#web/lib/offline-queue';
import { Button } from '#web/components/ui/button';
import type { PhotoSet as PhotoSetRef } from '#web/features/checklists/api/photos';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../../messages';
import { PhotoViewer, type ViewerPhoto } from './photo-viewer';
import { usePhotoSet } from './photos-context';
import { WaitingPhotoTile } from './waiting-photo';

export interface PhotoSetProps {
  set: PhotoSetRef;
  /** Photos picked in a form and not queued yet (sent when the form is saved). */
  held?: Blob[];
  /** Adding: absent when the viewer may not add to this set. */
  onAdd?: (photos: Blob[]) => void;
  onRemove?: (photo: Photo) => void;
  onRemoveHeld?: (index: number) => void;
  /** Hide the heading and show nothing at all when the set is empty (read-only thumbnails). */
  compact?: boolean;
}

/** One set of up to three photos: thumbnails, the waiting ones, the picker, and the viewer. */
export function PhotoSetView({
  set,
  held = [],
  onAdd,
  onRemove,
  onRemoveHeld,
  compact,
}: PhotoSetProps) {
  const t = useT(checklistMessages);
  const { checklistId, photos, waiting, problem } = usePhotoSet(set);
  const [open, setOpen] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const openAt = (index: number) => (event: { currentTarget: HTMLElement }) => {
    setOpener(event.currentTarget);
    setOpen(index);
  };
  const title = t('photoKind', { kind: set.kind });
  /** 'issue photo 2': the set's nth photo, as buttons and tiles name it. */
  const photoName = (number: number) => t('photoName', { kind: set.kind, number });
  const total = photos.length + waiting.length + held.length;
  if (compact && total === 0) return null;

  const viewer: ViewerPhoto[] = [
    ...photos.map((photo, n) => ({
      key: photo.id,
      source: photoUrl(checklistId, photo.id, 'full'),
      alt: t('photoAlt', { set: title, number: n + 1 }),
    })),
    ...[...waiting.map((w) => w.blob), ...held].map((blob, n) => ({
      key: `local-${n}`,
      source: blob,
      alt: t('photoAltNotUploaded', { set: title, number: photos.length + n + 1 }),
    })),
  ];
  // Photos that can be removed are drawn larger, so the remove button's 44 px corner leaves
  // the middle of the photo, and more than 44 px of it, to open it.
  const tile = onRemove || onRemoveHeld ? 'h-24 w-24' : 'h-20 w-20';
  // 32 px drawn, 44 px to a finger: the area reaches 6 px round it, still inside the photo.
  const removeButton = (label: string, onClick: () => void) => (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute top-1.5 end-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-slate-950/75 text-white before:absolute before:-inset-1.5 before:content-[''] hover:bg-slate-950"
    >
      <X aria-hidden="true" className="h-4 w-4" />
    </button>
  );

  return (
    <div className="space-y-2" data-testid={`photos-${set.kind}`}>
      {!compact && <p className="text-sm font-medium">{title}</p>}
      {total > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={title}>
          {photos.map((photo, n) => (
            <li key={photo.id} className="relative">
              <button
                type="button"
                onClick={openAt(n)}
                aria-label={t('openPhoto', { photo: photoName(n + 1) })}
                className={`block ${tile} overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600`}
              >
                <img
                  src={photoUrl(checklistId, photo.id, 'thumbnail')}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                  data-testid="photo-thumbnail"
                />
              </button>
              {onRemove &&
                removeButton(t('removePhoto', { photo: photoName(n + 1) }), () => onRemove(photo))}
            </li>
          ))}
          {waiting.map((upload, n) => (
            <li key={upload.writeId}>
              <WaitingPhotoTile
                blob={upload.blob}
                writeId={upload.writeId}
                sending={upload.sending}
                label={photoName(photos.length + n + 1)}
                onOpen={openAt(photos.length + n)}
                size={tile}
              />
            </li>
          ))}
          {held.map((blob, n) => (
            <li key={n} className="relative">
              <WaitingPhotoTile
                blob={blob}
                writeId={null}
                sending={false}
                label={photoName(photos.length + waiting.length + n + 1)}
                onOpen={openAt(photos.length + waiting.length + n)}
                size={tile}
              />
              {onRemoveHeld &&
                removeButton(t('removeNewPhoto', { kind: set.kind, number: n + 1 }), () =>
                  onRemoveHeld(n),
                )}
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 0 && problem && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {problem.kind === 'offline' ? t('photosWaitOffline') : t('photosRetrying')}
          <Button variant="ghost" size="sm" onClick={retryWritesNow}>
            {t('retryNow')}
          </Button>
        </p>
      )}
      {onAdd && (
        <PhotoPicker
          texts={{
            take: t('takePhoto'),
            choose: t('choosePhoto'),
            takeLabel: t('takePhotoFor', { set: title }),
            chooseLabel: t('choosePhotoFor', { set: title }),
            preparing: t('preparingPhoto'),
          }}
          room={PHOTOS_PER_SUBJECT_MAX - total}
          testId="photo"
          onPicked={onAdd}
        />
      )}
      <PhotoViewer
        title={title}
        photos={viewer}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        returnFocusTo={opener}
      />
    </div>
  );
}
