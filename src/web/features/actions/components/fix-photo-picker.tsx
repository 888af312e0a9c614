import X from 'lucide-react/icons/x';
import { PHOTOS_PER_SUBJECT_MAX } from '#domain/photos/messages';
import { PhotoPicker } from '#web/components/photos/photo-picker';
import { useT } from '#web/lib/i18n';
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
  const room = PHOTOS_PER_SUBJECT_MAX - photos.length;

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
      <PhotoPicker
        texts={{
          take: t('takePhoto'),
          choose: t('choosePhoto'),
          takeLabel: t('takeFixPhoto'),
          chooseLabel: t('chooseFixPhoto'),
          preparing: t('preparingPhoto'),
        }}
        room={room}
        testId="fix-photo"
        onPicked={(picked) => onChange([...photos, ...picked])}
      />
    </fieldset>
  );
}
