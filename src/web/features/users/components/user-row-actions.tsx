import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ManagedUser } from '#domain/users/schemas';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';

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
  if (h.confirming) {
    return (
      <div className="flex justify-end">
        <InlineConfirm
          label={`Delete ${user.email}`}
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
        aria-label={`Send password reset to ${user.email}`}
        title="Send password reset"
        onClick={h.onReset}
      >
        <KeyRound aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Link
        to={`/admin/users/${user.id}`}
        aria-label={`Edit ${user.email}`}
        title="Edit"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Pencil aria-hidden="true" className="h-5 w-5" />
      </Link>
      {h.canDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="text-slate-600 hover:text-red-700 dark:text-slate-300 dark:hover:text-red-300"
          aria-label={`Delete ${user.email}`}
          title="Delete"
          onClick={h.onAskDelete}
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
    </div>
  );
}
