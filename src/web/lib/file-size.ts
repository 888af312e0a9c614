const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * A size as people read it: "37 KB" below a megabyte (never "0.0 MB"), "2.4 MB" above. Given a
 * language other than English (useFormat().locale), in its digits and units: "2,4 Mo".
 */
export function fileSize(bytes: number, locale?: string): string {
  const megabytes = bytes >= MIB;
  const value = megabytes ? bytes / MIB : bytes > 0 ? Math.max(1, Math.round(bytes / KIB)) : 0;
  if (locale === undefined || locale.startsWith('en')) {
    return megabytes ? `${value.toFixed(1)} MB` : `${value} KB`;
  }
  const digits = megabytes ? 1 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
