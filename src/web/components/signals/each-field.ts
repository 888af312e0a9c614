import type { SignalThresholds } from '#domain/signals/api';

export type ThresholdField = keyof SignalThresholds;

/** Every threshold, each made from its field's name. */
export function eachField<T>(value: (field: ThresholdField) => T): Record<ThresholdField, T> {
  return {
    fastTickItems: value('fastTickItems'),
    fastTickSeconds: value('fastTickSeconds'),
    afterShiftMinutes: value('afterShiftMinutes'),
    onePersonShifts: value('onePersonShifts'),
    sameReadingDays: value('sameReadingDays'),
    roundReadingsMin: value('roundReadingsMin'),
    roundReadingsPercent: value('roundReadingsPercent'),
  };
}
