import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { textDirection } from '#domain/i18n/locales';
import { useFormat, useLocale, useT } from '#web/lib/i18n';
import { checklistMessages } from '../../messages';
import type { PhotoViewerProps, ViewerPhoto } from './photo-viewer';
import { useObjectUrl } from '#web/lib/use-object-url';

function ViewerImage({ photo }: { photo: ViewerPhoto }) {
  const local = useObjectUrl(typeof photo.source === 'string' ? null : photo.source);
  const src = typeof photo.source === 'string' ? photo.source : local;
  if (!src) return null;
  return (
    <img
      src={src}
      alt={photo.alt}
      draggable={false}
      className="max-h-full max-w-full object-contain"
    />
  );
}

/** A horizontal move of at least this many pixels is a swipe, not a tap. */
const SWIPE_PX = 50;

/** The viewer itself, loaded the first time a photo is opened (photo-viewer.tsx). */
export function PhotoViewerPanel({
  title,
  photos,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: PhotoViewerProps) {
  const t = useT(checklistMessages);
  const format = useFormat();
  // Right to left, the next photo is the one to the left: → goes back, a swipe to the right on.
  const forward = textDirection(useLocale()) === 'rtl' ? -1 : 1;
  const start = useRef<number | null>(null);
  const current = index === null ? null : photos[index];
  const count = photos.length;
  const go = (step: number) => {
    if (index !== null && count > 1) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(forward);
    else if (event.key === 'ArrowLeft') go(-forward);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? forward : -forward);
  };
  const navButton =
    'flex h-12 w-12 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white';

  return (
    <RadixDialog.Root
      open={current !== undefined && current !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
          data-testid="photo-viewer"
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <RadixDialog.Title className="text-base font-semibold">
              {t('viewerTitle', {
                set: title,
                number: format.number((index ?? 0) + 1),
                count: format.number(count),
              })}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" aria-label={t('closePhoto')} className={navButton}>
                <X aria-hidden="true" className="h-6 w-6" />
              </button>
            </RadixDialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={(event) => {
              start.current = event.clientX;
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
          >
            {current && <ViewerImage key={current.key} photo={current} />}
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label={t('previousPhoto')}
                  onClick={() => go(-1)}
                  className={`${navButton} absolute start-2`}
                >
                  <ChevronLeft aria-hidden="true" className="h-7 w-7 rtl:-scale-x-100" />
                </button>
                <button
                  type="button"
                  aria-label={t('nextPhoto')}
                  onClick={() => go(1)}
                  className={`${navButton} absolute end-2`}
                >
                  <ChevronRight aria-hidden="true" className="h-7 w-7 rtl:-scale-x-100" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
