import type { ShiftCategory } from '#domain/shifts';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useLabels } from '#web/lib/i18n';

const TONES: Record<ShiftCategory, BadgeTone> = {
  breakfast: 'amber',
  day: 'blue',
  night: 'neutral',
  overnight: 'orange',
};

export function CategoryBadge({ category }: { category: ShiftCategory }) {
  const labels = useLabels();
  return <Badge tone={TONES[category]}>{labels.shift(category)}</Badge>;
}
