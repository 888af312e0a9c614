import en from '#domain/i18n/catalogues/rules-due/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/**
 * When a shift's sections are due, per store: Pre-Shift Planning some minutes after the shift
 * starts, Travel Path at a share of the shift, Handover & Post Shift Reflection some minutes
 * after it ends.
 */
export interface DueSettings {
  preShiftMinutes: number;
  travelPathPercent: number;
  handoverMinutes: number;
}

export const DEFAULT_DUE_SETTINGS: DueSettings = {
  preShiftMinutes: 30,
  travelPathPercent: 50,
  handoverMinutes: 30,
};

/** A shift with no checklist this long after it started shows "Not started" and alerts. */
export const NOT_STARTED_AFTER_MINUTES = 30;

/** Up to 12 hours after the start or end of a shift. */
export const DUE_MINUTES_MAX = 720;

export const DUE_MESSAGES = {
  minutes: englishText(en.minutes, { max: DUE_MINUTES_MAX }),
  percent: plainText(en.percent),
  notStarted: plainText(en.notStarted),
  onTime: plainText(en.onTime),
  late: plainText(en.late),
  missed: plainText(en.missed),
} as const;
