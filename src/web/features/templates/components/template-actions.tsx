import Copy from 'lucide-react/icons/copy';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link } from 'react-router';
import { authorize } from '#domain/authz';
import type { TemplateSummary } from '#domain/templates/api';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { templatesMessages } from '../messages';

const iconLink =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export interface TemplateActionsProps {
  template: TemplateSummary;
  deleting: boolean;
  onDelete: (template: TemplateSummary) => void;
}

/**
 * Duplicate, edit and delete (SPEC §2), for templates the person may change. Delete asks
 * inline: Confirm? Yes / No. The server says why a default cannot go.
 */
export function TemplateActions({ template, deleting, onDelete }: TemplateActionsProps) {
  const t = useT(templatesMessages);
  const user = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  if (!authorize(user, 'template:write', template)) {
    return <span className="text-sm text-slate-600 dark:text-slate-400">{t('viewOnly')}</span>;
  }
  if (confirming) {
    return (
      <InlineConfirm
        label={t('deleteNamed', { title: template.title })}
        disabled={deleting}
        onConfirm={() => {
          setConfirming(false);
          onDelete(template);
        }}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <span className="inline-flex items-center gap-0.5">
      <Link
        to={`/admin/templates/duplicate/${encodeURIComponent(template.id)}`}
        aria-label={t('duplicateNamed', { title: template.title })}
        title={t('duplicate')}
        className={iconLink}
      >
        <Copy aria-hidden="true" className="h-5 w-5" />
      </Link>
      <Link
        to={`/admin/templates/${encodeURIComponent(template.id)}`}
        aria-label={t('editNamed', { title: template.title })}
        title={t('edit')}
        className={iconLink}
      >
        <Pencil aria-hidden="true" className="h-5 w-5" />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('deleteNamed', { title: template.title })}
        title={t('delete')}
        className="text-red-700 dark:text-red-400"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </Button>
    </span>
  );
}
