import type { OnTimeFigures as Figures } from '#domain/due/timeliness';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { StatTile } from './summary-parts';

/** Sections due in the period so far: on time, late, missed, and the on-time rate. */
export function OnTimeFigures({ figures }: { figures: Figures }) {
  const t = useT(uiMessages);
  const labels = useLabels();
  const format = useFormat();
  return (
    <section aria-labelledby="on-time-heading" className="space-y-2">
      <h3 id="on-time-heading" className="font-medium">
        {t('sectionsOnTime')}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <StatTile label={labels.timeliness('on-time')} value={format.number(figures.onTime)} />
        <StatTile label={labels.timeliness('late')} value={format.number(figures.late)} />
        <StatTile label={labels.timeliness('missed')} value={format.number(figures.missed)} />
        <StatTile
          label={t('onTimeRate')}
          value={figures.onTimeRate === null ? '–' : format.percent(figures.onTimeRate)}
        />
      </dl>
    </section>
  );
}
