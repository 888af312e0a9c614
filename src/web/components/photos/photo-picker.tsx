import Camera from 'lucide-react/icons/camera';
import ImagePlus from 'lucide-react/icons/image-plus';
import { useRef, useState } from 'react';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { PhotoPickError, resizePhoto } from '#web/lib/photo-resize';
import { Button } from '#web/components/ui/button';
import { useDomainText } from '#web/lib/i18n';

/** What the picker says, in the words of the screen it is on (a checklist's set, a fix). */
export interface PhotoPickerTexts {
  take: string;
  choose: string;
  /** The buttons' names: which photos they add to. */
  takeLabel: string;
  chooseLabel: string;
  preparing: string;
}

/**
 * Take a photo with the phone's camera or choose some from the gallery; each is made small in
 * the browser before it is handed on. `room` is how many more the set may take; `testId` names
 * its two file inputs (testId-camera-input, testId-gallery-input).
 */
export function PhotoPicker({
  texts,
  room,
  testId,
  onPicked,
}: {
  texts: PhotoPickerTexts;
  room: number;
  testId: string;
  onPicked: (photos: Blob[]) => void;
}) {
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

  const input = (ref: typeof camera, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      hidden
      multiple={!capture}
      data-testid={`${testId}-${capture ? 'camera' : 'gallery'}-input`}
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
            aria-label={texts.takeLabel}
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {texts.take}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => gallery.current?.click()}
            aria-label={texts.chooseLabel}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {texts.choose}
          </Button>
          {input(camera, true)}
          {input(gallery, false)}
        </div>
      )}
      {busy && <p className="text-sm text-slate-600 dark:text-slate-400">{texts.preparing}</p>}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {domainText(error)}
        </p>
      )}
    </div>
  );
}
