import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { PhotoViewerProps, ViewerPhoto } from './photo-viewer';
import { useObjectUrl } from './use-object-url';

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
  const start = useRef<number | null>(null);
  const current = index === null ? null : photos[index];
  const count = photos.length;
  const go = (step: number) => {
    if (index !== null && count > 1) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
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
              {title} · Photo {(index ?? 0) + 1} of {count}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" aria-label="Close photo" className={navButton}>
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
                  aria-label="Previous photo"
                  onClick={() => go(-1)}
                  className={`${navButton} absolute left-2`}
                >
                  <ChevronLeft aria-hidden="true" className="h-7 w-7" />
                </button>
                <button
                  type="button"
                  aria-label="Next photo"
                  onClick={() => go(1)}
                  className={`${navButton} absolute right-2`}
                >
                  <ChevronRight aria-hidden="true" className="h-7 w-7" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
