import X from 'lucide-react/icons/x';
import { Toast as RadixToast } from 'radix-ui';
import { textDirection } from '#domain/i18n/locales';
import { useLocale, useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import type { ToastsProps } from './toast';

/** The notices on screen, loaded on demand by Toasts (toast.tsx). */
export function ToastList({ toasts, onDismiss }: ToastsProps) {
  const t = useT(uiMessages);
  const locale = useLocale();
  // Swiped away towards the side they sit on: the left in a right-to-left language.
  const rtl = textDirection(locale) === 'rtl';
  return (
    <RadixToast.Provider
      swipeDirection={rtl ? 'left' : 'right'}
      duration={10_000}
      label={t('notifications')}
    >
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type="foreground"
          onOpenChange={(open) => !open && onDismiss(toast.id)}
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-white p-3 text-sm shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] dark:border-red-900 dark:bg-slate-900"
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="font-semibold text-red-800 dark:text-red-300">
              {toast.title}
            </RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="mt-0.5 text-slate-700 dark:text-slate-300">
                {toast.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label={t('dismiss')}
            className="-m-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed end-0 top-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-3 outline-none" />
    </RadixToast.Provider>
  );
}
