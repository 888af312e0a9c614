/** The IANA name the runtime knows a zone by ('europe/london' → 'Europe/London'). */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/**
 * The zones a store may be given, for the form's searchable list. Some runtimes leave UTC out
 * of their list though they accept it, and a store may already hold a zone the list lacks.
 */
export function timeZoneOptions(...alwaysInclude: string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...alwaysInclude.filter(Boolean)])].sort();
}
