/**
 * Chain-wide settings a super admin changes in the app (migration 033): one row per setting,
 * its value JSON, read through src/server/settings/repository.ts with the setting's schema.
 */
export interface AppSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
  /** The name of who saved it last, kept as it was then. */
  updated_by_name: string;
}

export interface IdentityTables {
  app_settings: AppSettingsTable;
}
