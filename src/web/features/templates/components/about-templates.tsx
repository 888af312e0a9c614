import Info from 'lucide-react/icons/info';
import { useT } from '#web/lib/i18n';
import { templatesMessages } from '../messages';

/** SPEC §2 "Template list": the About Templates note. */
export function AboutTemplates() {
  const t = useT(templatesMessages);
  return (
    <aside
      aria-labelledby="about-templates-title"
      className="mt-6 rounded-xl border border-blue-200 bg-blue-50 px-4 py-4 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-100"
    >
      <h2 id="about-templates-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="h-4 w-4" />
        {t('aboutTitle')}
      </h2>
      <ul className="list-disc space-y-1 ps-5">
        <li>{t('aboutStructure')}</li>
        <li>{t('aboutNewChecklist')}</li>
        <li>{t('aboutGlobal')}</li>
        <li>{t('aboutStore')}</li>
      </ul>
    </aside>
  );
}
