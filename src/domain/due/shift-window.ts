import { addDays, type IsoDate } from '../dates/calendar';
import { businessDayStart, parseTimeOfDay, zonedTimeToInstant } from '../dates/business-date';
import type { Section } from '../sections';
import type { ShiftCategory, ShiftSettings } from '../shifts';
import { NOT_STARTED_AFTER_MINUTES, type DueSettings } from './settings';

export interface ShiftWindow {
  start: Date;
  /** After start: a shift whose end time is not after its start time ends the next day. */
  end: Date;
}

const MINUTE = 60_000;

/**
 * When a shift of a business date runs, in real instants. A start time before the business
 * day's start (an overnight shift at 00:00 when the day starts at 05:00) falls on the next
 * calendar day, so the shift stays on the business date it belongs to.
 */
export function shiftWindow(
  date: IsoDate,
  category: ShiftCategory,
  settings: ShiftSettings,
  timeZone: string,
): ShiftWindow {
  const shift = settings[category];
  const startMinutes = parseTimeOfDay(shift.startTime);
  const dayStartMinutes = parseTimeOfDay(businessDayStart(settings));
  const startDate = startMinutes < dayStartMinutes ? addDays(date, 1) : date;
  const endDate = parseTimeOfDay(shift.endTime) <= startMinutes ? addDays(startDate, 1) : startDate;
  return {
    start: zonedTimeToInstant(startDate, shift.startTime, timeZone),
    end: zonedTimeToInstant(endDate, shift.endTime, timeZone),
  };
}

export type SectionDueTimes = Record<Section, Date>;

/** Each section's due instant; the Travel Path share is of the real time the shift lasts. */
export function sectionDueTimes(window: ShiftWindow, due: DueSettings): SectionDueTimes {
  const length = window.end.getTime() - window.start.getTime();
  const travelPath = window.start.getTime() + Math.round((length * due.travelPathPercent) / 100);
  return {
    'pre-shift': new Date(window.start.getTime() + due.preShiftMinutes * MINUTE),
    'travel-path': new Date(Math.floor(travelPath / MINUTE) * MINUTE),
    'post-shift': new Date(window.end.getTime() + due.handoverMinutes * MINUTE),
  };
}

/** When a shift without a checklist counts as not started. */
export function notStartedAt(window: ShiftWindow): Date {
  return new Date(window.start.getTime() + NOT_STARTED_AFTER_MINUTES * MINUTE);
}
