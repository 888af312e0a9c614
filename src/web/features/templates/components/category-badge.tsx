import { SHIFT_LABELS, type ShiftCategory } from '#domain/shifts';
import { Badge, type BadgeTone } from '#web/components/ui/badge';

const TONES: Record<ShiftCategory, BadgeTone> = {
  breakfast: 'amber',
  day: 'blue',
  night: 'neutral',
  overnight: 'orange',
};

export function CategoryBadge({ category }: { category: ShiftCategory }) {
  return <Badge tone={TONES[category]}>{SHIFT_LABELS[category]}</Badge>;
}
