// How long a failure took to put right, in the largest units that say it: "40 min", "3 h",
// "3 h 20 min", "2 d", "2 d 4 h". The screen and the week's PDF word it from their catalogues.

export type DurationText =
  | { key: 'minutes'; values: { count: number } }
  | { key: 'hoursOnly'; values: { hours: number } }
  | { key: 'hoursMinutes'; values: { hours: number; minutes: number } }
  | { key: 'daysOnly'; values: { days: number } }
  | { key: 'daysHours'; values: { days: number; hours: number } };

export function durationText(minutes: number): DurationText {
  const whole = Math.round(minutes);
  if (whole < 60) return { key: 'minutes', values: { count: whole } };
  if (whole < 24 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest === 0
      ? { key: 'hoursOnly', values: { hours } }
      : { key: 'hoursMinutes', values: { hours, minutes: rest } };
  }
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  return hours === 0
    ? { key: 'daysOnly', values: { days } }
    : { key: 'daysHours', values: { days, hours } };
}
