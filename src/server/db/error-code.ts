/** The `code` a driver or Node put on an error (SQLITE_…, a PostgreSQL SQLSTATE, ENOSPC …). */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return String(error.code);
}
