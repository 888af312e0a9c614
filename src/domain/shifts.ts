import en from '#domain/i18n/catalogues/rules-shifts/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const SHIFT_CATEGORIES = ['breakfast', 'day', 'night', 'overnight'] as const;
export type ShiftCategory = (typeof SHIFT_CATEGORIES)[number];

export const SHIFT_LABELS: Record<ShiftCategory, string> = {
  breakfast: 'Breakfast',
  day: 'Day',
  night: 'Night',
  overnight: 'Overnight',
};

export interface ShiftSetting {
  enabled: boolean;
  /** 'HH:MM', 24-hour, in the store's timezone. */
  startTime: string;
  endTime: string;
}

export type ShiftSettings = Record<ShiftCategory, ShiftSetting>;

/** What a new store gets (SPEC §4 "Shift defaults"). */
export const DEFAULT_SHIFT_SETTINGS: ShiftSettings = {
  breakfast: { enabled: true, startTime: '05:00', endTime: '11:00' },
  day: { enabled: true, startTime: '11:00', endTime: '17:00' },
  night: { enabled: true, startTime: '17:00', endTime: '00:00' },
  overnight: { enabled: false, startTime: '00:00', endTime: '05:00' },
};

/** 'HH:MM', 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTimeOfDay = (value: string) => TIME_OF_DAY_PATTERN.test(value);

export function shiftNotEnabledMessage(category: ShiftCategory): string {
  return englishText(en.notEnabled, { category });
}

/** A time of day that is not 'HH:MM'. */
export const TIME_FORMAT_MESSAGE = plainText(en.timeFormat);
