import KeyRound from 'lucide-react/icons/key-round';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import type { ManagedUser } from '#domain/users/schemas';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { useT } from '#web/lib/i18n';
import { userMessages } from '../messages';

export interface RowActionHandlers {
  confirming: boolean;
  deleting: boolean;
  canDelete: boolean;
  onReset: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

const iconButton = 'text-slate-600 dark:text-slate-300';

/** Send password reset, edit, delete with the inline Confirm? Yes / No (SPEC §2 "Users list"). */
export function UserRowActions({ user, ...h }: { user: ManagedUser } & RowActionHandlers) {
  const t = useT(userMessages);
  if (h.confirming) {
    return (
      <div className="flex justify-end">
        <InlineConfirm
          label={t('deleteUser', { email: user.email })}
          disabled={h.deleting}
          onConfirm={h.onConfirmDelete}
          onCancel={h.onCancelDelete}
        />
      </div>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className={iconButton}
        aria-label={t('sendResetTo', { email: user.email })}
        title={t('sendReset')}
        onClick={h.onReset}
      >
        <KeyRound aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Link
        to={`/admin/users/${user.id}`}
        aria-label={t('editUser', { email: user.email })}
        title={t('edit')}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Pencil aria-hidden="true" className="h-5 w-5" />
      </Link>
      {h.canDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="text-slate-600 hover:text-red-700 dark:text-slate-300 dark:hover:text-red-300"
          aria-label={t('deleteUser', { email: user.email })}
          title={t('delete')}
          onClick={h.onAskDelete}
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
    </div>
  );
}
