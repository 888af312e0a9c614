import { useEffect, useState } from 'react';

/**
 * A blob: URL for a photo that exists only in this browser, revoked when no longer shown. Made
 * in an effect (not during render), so a remount under StrictMode gets a fresh one.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    let active = true;
    void Promise.resolve().then(() => active && setShown({ blob, url }));
    return () => {
      active = false;
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return shown && shown.blob === blob ? shown.url : null;
}
