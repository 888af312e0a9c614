import X from 'lucide-react/icons/x';
import { Dialog as RadixDialog } from 'radix-ui';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { cn } from './cn';
import type { ModalProps } from './dialog';

/** The open modal, loaded on demand by Modal (dialog.tsx). */
export function ModalPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  dismissible = true,
}: ModalProps) {
  const t = useT(uiMessages);
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <RadixDialog.Content
          // Without a description Radix asks for an explicit "none".
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl focus:outline-none sm:p-6 dark:border-slate-700 dark:bg-slate-900',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {dismissible && (
              <RadixDialog.Close asChild>
                <button
                  type="button"
                  aria-label={t('close')}
                  className="-me-2 -mt-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </button>
              </RadixDialog.Close>
            )}
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
