import { SHIFT_CATEGORIES, type ShiftSettings } from '#domain/shifts';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useLabels, useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

const TONES: Record<(typeof SHIFT_CATEGORIES)[number], BadgeTone> = {
  breakfast: 'amber',
  day: 'blue',
  night: 'neutral',
  overnight: 'orange',
};

/** The store list's Active Shifts column: a badge per enabled shift. */
export function ActiveShiftBadges({ settings }: { settings: ShiftSettings }) {
  const t = useT(storesMessages);
  const labels = useLabels();
  const active = SHIFT_CATEGORIES.filter((category) => settings[category].enabled);
  if (active.length === 0) {
    return (
      <span className="text-sm text-slate-600 dark:text-slate-400">{t('noActiveShifts')}</span>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('activeShifts')}>
      {active.map((category) => (
        <li key={category}>
          <Badge tone={TONES[category]}>{labels.shift(category)}</Badge>
        </li>
      ))}
    </ul>
  );
}
