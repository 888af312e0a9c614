import Pencil from 'lucide-react/icons/pencil';
import Settings2 from 'lucide-react/icons/settings-2';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminStore } from '#domain/stores/api';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

const iconLink =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export interface StoreRowActionsProps {
  store: AdminStore;
  deleting: boolean;
  onShiftSettings: (store: AdminStore) => void;
  onDelete: (store: AdminStore) => void;
}

/** Shift settings, edit, and delete with the inline two-step confirmation (SPEC §4). */
export function StoreRowActions({
  store,
  deleting,
  onShiftSettings,
  onDelete,
}: StoreRowActionsProps) {
  const t = useT(storesMessages);
  const [confirming, setConfirming] = useState(false);
  const name = t('storeLabel', { name: store.name, number: store.storeNumber });

  if (confirming) {
    return (
      <div className="flex justify-end">
        <InlineConfirm
          label={t('deleteStore', { store: name })}
          disabled={deleting}
          onConfirm={() => {
            setConfirming(false);
            onDelete(store);
          }}
          onCancel={() => setConfirming(false)}
        />
      </div>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('shiftSettingsFor', { store: name })}
        onClick={() => onShiftSettings(store)}
      >
        <Settings2 aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Link
        to={`/admin/stores/${store.id}`}
        aria-label={t('editStore', { store: name })}
        className={iconLink}
      >
        <Pencil aria-hidden="true" className="h-5 w-5" />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('deleteStore', { store: name })}
        className="text-red-700 dark:text-red-400"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
