import { lazy, Suspense } from 'react';

export interface ViewerPhoto {
  key: string;
  /** A photo on the server, or one only this browser has (shown from a blob: URL). */
  source: string | Blob;
  alt: string;
}

export interface PhotoViewerProps {
  title: string;
  photos: ViewerPhoto[];
  /** The photo shown; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to when the viewer closes (the thumbnail that opened it). */
  returnFocusTo?: HTMLElement | null;
}

// The viewer (Radix's dialog, focus trapping, scroll locking) loads the first time a photo is
// opened: a checklist opens without it, and most are filled in without opening a photo.
const PhotoViewerPanel = lazy(() =>
  import('./photo-viewer-panel').then((m) => ({ default: m.PhotoViewerPanel })),
);

/**
 * Full-screen photos: ← and → (or a swipe) move between them, Escape or Close leaves, and focus
 * returns to the thumbnail that opened it.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  if (props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewerPanel {...props} />
    </Suspense>
  );
}
