import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { useT } from '#web/lib/i18n';
import { shellMessages } from './messages';
import { Sidebar } from './sidebar';

/** The phone's navigation drawer, loaded the first time the menu button is pressed. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useT(shellMessages);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none lg:hidden dark:bg-slate-900">
          <Dialog.Title className="sr-only">{t('menuTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('menuDescription')}</Dialog.Description>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={t('closeMenu')}
              className="absolute end-3 top-3 flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </Dialog.Close>
          <Sidebar onNavigate={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
