import { useEffect, useState } from 'react';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { Alert } from '#web/components/ui/alert';
import { useDomainText } from '#web/lib/i18n';
import { onStorageFull } from '#web/lib/offline-queue';

/** Said plainly when the browser refuses to keep a waiting photo: it then lives only in memory. */
export function StorageFullNotice() {
  const domainText = useDomainText();
  const [full, setFull] = useState(false);
  useEffect(() => onStorageFull((write) => write.photo && setFull(true)), []);
  if (!full) return null;
  return <Alert tone="error">{domainText(PHOTO_MESSAGES.storageFull)}</Alert>;
}
