import type { OnTimeFigures as Figures } from '#domain/due/timeliness';
import { onTimeRateLabel } from '#domain/due/timeliness';
import { StatTile } from './summary-parts';

/** Sections due in the period so far: on time, late, missed, and the on-time rate. */
export function OnTimeFigures({ figures }: { figures: Figures }) {
  return (
    <section aria-labelledby="on-time-heading" className="space-y-2">
      <h3 id="on-time-heading" className="font-medium">
        Sections on time
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <StatTile label="On time" value={figures.onTime} />
        <StatTile label="Late" value={figures.late} />
        <StatTile label="Missed" value={figures.missed} />
        <StatTile label="On-time rate" value={onTimeRateLabel(figures.onTimeRate)} />
      </dl>
    </section>
  );
}
