import { useEffect, useRef } from 'react';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { Button } from './button';

export interface InlineConfirmProps {
  /** What is being confirmed, for screen readers: 'Delete Target 2?'. */
  label: string;
  /** The visible question; SPEC §4's two-step deletes ask 'Confirm?' (the default). */
  question?: string;
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second step of a destructive action, in place of its button: the question, Yes and No.
 * Focus moves to No, so a second press of Enter or Space never confirms by accident.
 */
export function InlineConfirm({
  label,
  question,
  disabled,
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  const t = useT(uiMessages);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label={label}>
      <span className="me-1 text-sm font-medium">{question ?? t('confirmQuestion')}</span>
      <Button
        variant="danger"
        size="sm"
        className="min-h-11"
        disabled={disabled}
        onClick={onConfirm}
      >
        {t('yes')}
      </Button>
      <Button ref={cancel} variant="secondary" size="sm" className="min-h-11" onClick={onCancel}>
        {t('no')}
      </Button>
    </div>
  );
}
