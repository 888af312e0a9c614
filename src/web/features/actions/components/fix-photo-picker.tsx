import Camera from 'lucide-react/icons/camera';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { PHOTO_MESSAGES, PHOTOS_PER_SUBJECT_MAX } from '#domain/photos/messages';
import { Button } from '#web/components/ui/button';
import { useDomainText, useT } from '#web/lib/i18n';
import { PhotoPickError, resizePhoto } from '#web/lib/photo-resize';
import { useObjectUrl } from '#web/lib/use-object-url';
import { actionsMessages } from '../messages';

function PickedPhoto({
  blob,
  number,
  onRemove,
}: {
  blob: Blob;
  number: number;
  onRemove: () => void;
}) {
  const t = useT(actionsMessages);
  const url = useObjectUrl(blob);
  return (
    <li className="relative h-20 w-20 overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
      {url && (
        <img
          src={url}
          alt={t('fixPhoto', { number })}
          className="h-full w-full object-cover"
          data-testid="fix-photo"
        />
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removeFixPhoto', { number })}
        className="absolute end-0 top-0 flex h-11 w-11 items-start justify-end p-1"
      >
        <span className="rounded-full bg-slate-950/80 p-1 text-white">
          <X aria-hidden="true" className="h-4 w-4" />
        </span>
      </button>
    </li>
  );
}

/**
 * Photos of the fix, from the camera or the gallery, each made small in the browser; they are
 * sent with the step, as the item's fix photos. At most as many as an item's fix photos may be.
 */
export function FixPhotoPicker({
  photos,
  onChange,
}: {
  photos: readonly Blob[];
  onChange: (photos: Blob[]) => void;
}) {
  const t = useT(actionsMessages);
  const domainText = useDomainText();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const room = PHOTOS_PER_SUBJECT_MAX - photos.length;

  async function pick(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    setError(files.length > room ? PHOTO_MESSAGES.tooMany : null);
    setBusy(true);
    try {
      const resized: Blob[] = [];
      for (const file of files.slice(0, room)) resized.push(await resizePhoto(file));
      onChange([...photos, ...resized]);
    } catch (caught) {
      setError(caught instanceof PhotoPickError ? caught.message : PHOTO_MESSAGES.unreadable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('fixPhotos')}
      </legend>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <PickedPhoto
              key={index}
              blob={photo}
              number={index + 1}
              onRemove={() => onChange(photos.filter((other) => other !== photo))}
            />
          ))}
        </ul>
      )}
      {room > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={t('takeFixPhoto')}
            onClick={() => camera.current?.click()}
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t('takePhoto')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={t('chooseFixPhoto')}
            onClick={() => gallery.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {t('choosePhoto')}
          </Button>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="fix-photo-camera-input"
            onChange={(event) => void pick(event.currentTarget)}
          />
          <input
            ref={gallery}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="fix-photo-gallery-input"
            onChange={(event) => void pick(event.currentTarget)}
          />
        </div>
      )}
      {busy && <p className="text-sm text-slate-600 dark:text-slate-400">{t('preparingPhoto')}</p>}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {domainText(error)}
        </p>
      )}
    </fieldset>
  );
}
