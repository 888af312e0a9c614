import type { OnTimeFigures as Figures } from '#domain/due/timeliness';
import { useFormat, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { uiMessages } from '../messages';
import { StatTile } from './summary-parts';

/** Sections due in the period so far: on time, late, missed, and the on-time rate. */
export function OnTimeFigures({ figures }: { figures: Figures }) {
  const t = useT(uiMessages);
  const itemLabels = useItemLabels();
  const format = useFormat();
  return (
    <section aria-labelledby="on-time-heading" className="space-y-2">
      <h3 id="on-time-heading" className="font-medium">
        {t('sectionsOnTime')}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <StatTile label={itemLabels.timeliness('on-time')} value={format.number(figures.onTime)} />
        <StatTile label={itemLabels.timeliness('late')} value={format.number(figures.late)} />
        <StatTile label={itemLabels.timeliness('missed')} value={format.number(figures.missed)} />
        <StatTile
          label={t('onTimeRate')}
          value={figures.onTimeRate === null ? '–' : format.percent(figures.onTimeRate)}
        />
      </dl>
    </section>
  );
}
