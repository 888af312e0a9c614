import { useEffect, useState } from 'react';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { Alert } from '#web/components/ui/alert';
import { onStorageFull } from '#web/lib/offline-queue';

/** Said plainly when the browser refuses to keep a waiting photo: it then lives only in memory. */
export function StorageFullNotice() {
  const [full, setFull] = useState(false);
  useEffect(() => onStorageFull((write) => write.photo && setFull(true)), []);
  if (!full) return null;
  return <Alert tone="error">{PHOTO_MESSAGES.storageFull}</Alert>;
}
