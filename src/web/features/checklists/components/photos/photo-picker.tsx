import Camera from 'lucide-react/icons/camera';
import ImagePlus from 'lucide-react/icons/image-plus';
import { useRef, useState } from 'react';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { PhotoPickError, resizePhoto } from '#web/lib/photo-resize';
import { Button } from '#web/components/ui/button';
import { useDomainText, useT } from '#web/lib/i18n';
import { checklistMessages } from '../../messages';

/**
 * Take a photo with the phone's camera or choose some from the gallery; each is made small in
 * the browser before it is handed on. `room` is how many more the set may take.
 */
export function PhotoPicker({
  label,
  room,
  onPicked,
}: {
  label: string;
  room: number;
  onPicked: (photos: Blob[]) => void;
}) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    setError(files.length > room ? PHOTO_MESSAGES.tooMany : null);
    setBusy(true);
    try {
      const photos: Blob[] = [];
      for (const file of files.slice(0, room)) photos.push(await resizePhoto(file));
      onPicked(photos);
    } catch (caught) {
      setError(caught instanceof PhotoPickError ? caught.message : PHOTO_MESSAGES.unreadable);
    } finally {
      setBusy(false);
    }
  }

  const input = (ref: typeof camera, testId: string, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      hidden
      multiple={!capture}
      data-testid={testId}
      {...(capture ? { capture: 'environment' } : {})}
      onChange={(event) => void pick(event.currentTarget)}
    />
  );

  return (
    <div className="space-y-1.5">
      {room > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => camera.current?.click()}
            aria-label={t('takePhotoFor', { set: label })}
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t('takePhoto')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => gallery.current?.click()}
            aria-label={t('choosePhotoFor', { set: label })}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {t('choosePhoto')}
          </Button>
          {input(camera, 'photo-camera-input', true)}
          {input(gallery, 'photo-gallery-input', false)}
        </div>
      )}
      {busy && <p className="text-sm text-slate-600 dark:text-slate-400">{t('preparingPhoto')}</p>}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {domainText(error)}
        </p>
      )}
    </div>
  );
}
