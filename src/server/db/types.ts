import type { ColumnType, Generated, SqlBool } from 'kysely';
import type { ActionStatus } from '#domain/actions/actions';
import type { ChecklistEventAction } from '#domain/checklists/api';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { NotificationChannel, NotificationKind } from '#domain/notifications/kinds';
import type { PhotoKind } from '#domain/photos/messages';
import type { Role } from '#domain/roles';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import type { ContractorEmailsTable } from './contractor-emails-table';
import type { IdentityTables } from './identity-tables';
import type { IntegrationsTables } from './integrations-tables';
import type { RetentionTables } from './retention-tables';
import type { SsoTables } from './sso-tables';
import type { ScimTables } from './scim-tables';
import type { TwoFactorTables } from './two-factor-tables';
import type {
  SessionsTable,
  SignInFailuresTable,
  StoreTabletsTable,
  TabletPairingsTable,
  UserPinsTable,
  UsersTable,
} from './access-tables';
import type { RecordSignalsTable, SignalSettingsTable, SignalSweepsTable } from './signals-tables';
import type { StoreChecklistCountsTable, StoreDaysTable } from './store-days-table';

/** Timestamps travel as ISO-8601 UTC strings on both dialects (see database.ts). */
type Timestamp = string;

export interface StoresTable {
  id: string;
  name: string;
  store_number: string;
  timezone: string;
  created_at: Timestamp;
  due_pre_shift_minutes: Generated<number>;
  due_travel_path_percent: Generated<number>;
  due_handover_minutes: Generated<number>;
  /** Replaced by the database on every change to the store or its shifts (migration 014). */
  revision: Generated<string>;
  /** The store's language, for its people who chose none and whose browser's is not shipped. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** The delivery service its Travel Path names; null: the language's word (migration 022). */
  delivery_service: ColumnType<string | null, string | null | undefined, string | null>;
  /** '12h' or '24h'; null: the reader's language decides. */
  clock: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'C' or 'F': how its readings are entered and its limits shown (migration 023). */
  temperature_unit: ColumnType<string, string | undefined, string>;
  /** Its shift leaders may sign its day's records, as its manager may (migration 024). */
  leaders_sign_off: ColumnType<SqlBool, boolean | undefined, boolean>;
  /** JSON of minutes by priority (ActionDueMinutes); null: the defaults. */
  action_due_minutes: string | null;
  /** The area it is in, if any (migration 029). */
  area_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Minutes without a touch before its tablet locks (migration 032). */
  tablet_lock_minutes: Generated<number>;
}

/** A group of stores an area manager runs (migration 029). */
export type AreasTable = { id: string; name: string; created_at: Timestamp };

export interface StoreShiftsTable {
  store_id: string;
  category: ShiftCategory;
  enabled: ColumnType<SqlBool, boolean, boolean>;
  start_time: string;
  end_time: string;
}

export interface TemplatesTable {
  id: string;
  title: string;
  category: ShiftCategory;
  store_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface TemplateItemsTable {
  id: string;
  template_id: string;
  position: number;
  section: Section;
  subsection: string | null;
  text: string;
  details: string | null;
  /** Food-safety critical: its translations must be current to save (migration 021). */
  critical: ColumnType<SqlBool, boolean | undefined, boolean>;
  /** JSON: each language's words and the English they were written from (KeptTranslations). */
  translations: ColumnType<string, string | undefined, string>;
  /** 'check', 'reading', 'yes-no', 'choice' or 'text' (migration 023). */
  kind: ColumnType<string, string | undefined, string>;
  /** JSON: a reading's measure and limits (ReadingSpec); null for any other kind. */
  measure: ColumnType<string | null, string | null | undefined, string | null>;
  /** A yes/no item's failing answer, 'yes' or 'no'; null for any other kind. */
  fails_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: a choice item's options (ChoiceOption[]); null for any other kind. */
  choices: ColumnType<string | null, string | null | undefined, string | null>;
  na_allowed: ColumnType<SqlBool, boolean | undefined, boolean>;
  photo_on_fail: ColumnType<SqlBool, boolean | undefined, boolean>;
}

/** Dates travel as 'YYYY-MM-DD' strings on both dialects (see database.ts). */
type DateOnly = string;

export interface ChecklistsTable {
  id: string;
  store_id: string;
  business_date: DateOnly;
  category: ShiftCategory;
  title: string;
  /** Who runs it: the person who started it, or the last to take it over (migration 018). */
  created_by: string | null;
  /** Who started it, as named then; kept when someone takes it over. */
  creator_name: string;
  taken_over_by_name: Generated<string | null>;
  taken_over_at: Generated<Timestamp | null>;
  service_area_leader: Generated<string>;
  production_area_leader: Generated<string>;
  post_shift_analysis: Generated<string>;
  progress: Generated<number>;
  completed_at: Timestamp | null;
  open_issues: Generated<number>;
  /** JSON: Record<Section, { done, total, issues }>. */
  section_counts: string;
  /** When each section was first all done (null while it is not, or is no longer). */
  pre_shift_done_at: Timestamp | null;
  travel_path_done_at: Timestamp | null;
  post_shift_done_at: Timestamp | null;
  feedback_text: string | null;
  feedback_at: Timestamp | null;
  feedback_user_id: string | null;
  feedback_user_name: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type Bool = ColumnType<SqlBool, boolean, boolean>;

export interface ChecklistItemsTable {
  id: string;
  checklist_id: string;
  position: number;
  section: Section;
  subsection: string | null;
  text: string;
  details: string | null;
  completed: Bool;
  completed_at: Timestamp | null;
  completed_by: string | null;
  failed: Bool;
  failure_comment: string | null;
  failure_priority: FailurePriority | null;
  resolved: Bool;
  resolved_at: Timestamp | null;
  updated_at: Timestamp;
  /** JSON: the translations copied at creation, as the crew is shown them (ShownTranslations). */
  translations: ColumnType<string, string | undefined, string>;
  /** What it takes and how it is judged, frozen from the template (TemplateItemsTable's). */
  kind: ColumnType<string, string | undefined, string>;
  measure: ColumnType<string | null, string | null | undefined, string | null>;
  fails_on: ColumnType<string | null, string | null | undefined, string | null>;
  choices: ColumnType<string | null, string | null | undefined, string | null>;
  na_allowed: ColumnType<SqlBool, boolean | undefined, boolean>;
  photo_on_fail: ColumnType<SqlBool, boolean | undefined, boolean>;
  /** The last answer written plainly ("-18.5", "yes"), its unit and time (migration 023). */
  answer_value: ColumnType<string | null, string | null | undefined, string | null>;
  answer_unit: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Why the item was marked not applicable; null when it was not. */
  na_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Each signature of a store's day's records; the latest counts (migration 024). */
export interface DaySignOffsTable {
  id: Generated<number>;
  store_id: string;
  business_date: DateOnly;
  signed_at: Timestamp;
  user_id: string | null;
  user_name: string;
  role: Role;
  note: string | null;
}

/** The four-weekly review: a signed note on a store's period (migration 024). */
export interface StoreReviewsTable {
  id: Generated<number>;
  store_id: string;
  period_from: DateOnly;
  period_to: DateOnly;
  signed_at: Timestamp;
  user_id: string | null;
  user_name: string;
  note: string;
}

/** Every reading entered, as judged when it was entered: the temperature log's rows. */
export interface ReadingsTable {
  id: Generated<number>;
  checklist_id: string;
  item_id: string;
  store_id: string;
  business_date: DateOnly;
  at: Timestamp;
  user_id: string | null;
  user_name: string;
  value: string;
  unit: string;
  measure: string;
  within: Bool;
  action: string | null;
}

/** Each failure's corrective action (migration 027, docs/decisions/047). */
export interface ActionsTable {
  id: string;
  checklist_id: string;
  item_id: string;
  item_text: string;
  store_id: string;
  business_date: DateOnly;
  priority: FailurePriority | null;
  status: ActionStatus;
  opened_at: Timestamp;
  opened_by: string | null;
  opened_by_name: string;
  due_at: Timestamp;
  owner_user_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  done_at: Timestamp | null;
  done_by_name: string | null;
  done_note: string | null;
  product_outcome: string | null;
  verified_at: Timestamp | null;
  verified_by_name: string | null;
  reopen_reason: string | null;
  recurring: ColumnType<SqlBool, boolean | undefined, boolean>;
  updated_at: Timestamp;
  overdue_announced_at: ColumnType<Timestamp | null, Timestamp | null | undefined>;
}

export interface ShiftTargetsTable {
  id: string;
  checklist_id: string;
  position: number;
  text: string;
  achieved: ColumnType<SqlBool | null, boolean | null, boolean | null>;
  comment: string;
}

export interface ChecklistEventsTable {
  id: Generated<number>;
  checklist_id: string;
  at: Timestamp;
  user_id: string | null;
  user_name: string;
  action: ChecklistEventAction;
  subject: string | null;
  summary: string;
  before_json: string | null;
  after_json: string | null;
  /** When the person's device made it, for a change that reached us late (migration 031). */
  made_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The store tablet it was made on, as it was called then (migration 032). */
  tablet_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChecklistPhotosTable {
  id: string;
  checklist_id: string;
  item_id: string | null;
  kind: PhotoKind;
  storage_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  bytes: number;
  created_by: string | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  status_code: number | null;
  response_body: string | null;
  /** sha256 of method, path and body; null for keys stored before it was kept. */
  request_hash: string | null;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface KnownDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export type EmailState = 'none' | 'pending' | 'sending' | 'sent' | 'failed';

export interface NotificationsTable {
  id: string;
  kind: NotificationKind;
  subject: string;
  recipient_id: string;
  business_date: DateOnly;
  store_id: string | null;
  title: string;
  body: string;
  link: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  email_state: EmailState;
  email_attempts: Generated<number>;
  emailed_at: Timestamp | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
}

/** A deleted checklist, restorable while `contents` is kept (migration 017). */
export interface DeletedChecklistsTable {
  id: string;
  store_id: string;
  business_date: DateOnly;
  category: ShiftCategory;
  title: string;
  creator_name: string;
  progress: number;
  priority_a_failures: number;
  deleted_at: Timestamp;
  deleted_by: string | null;
  deleted_by_name: string;
  /** JSON: the checklist's rows (ChecklistContents); null once purged. */
  contents: string | null;
  purged_at: Timestamp | null;
}

export interface Database
  extends
    IdentityTables,
    IntegrationsTables,
    RetentionTables,
    SsoTables,
    ScimTables,
    TwoFactorTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  contractor_emails: ContractorEmailsTable;
  idempotency_keys: IdempotencyKeysTable;
  areas: AreasTable;
  stores: StoresTable;
  store_shifts: StoreShiftsTable;
  users: UsersTable;
  sessions: SessionsTable;
  store_tablets: StoreTabletsTable;
  tablet_pairings: TabletPairingsTable;
  user_pins: UserPinsTable;
  sign_in_failures: SignInFailuresTable;
  templates: TemplatesTable;
  template_items: TemplateItemsTable;
  checklists: ChecklistsTable;
  checklist_items: ChecklistItemsTable;
  readings: ReadingsTable;
  actions: ActionsTable;
  day_sign_offs: DaySignOffsTable;
  store_reviews: StoreReviewsTable;
  shift_targets: ShiftTargetsTable;
  checklist_events: ChecklistEventsTable;
  checklist_photos: ChecklistPhotosTable;
  password_reset_tokens: PasswordResetTokensTable;
  known_devices: KnownDevicesTable;
  store_checklist_counts: StoreChecklistCountsTable;
  store_days: StoreDaysTable;
  record_signals: RecordSignalsTable;
  signal_settings: SignalSettingsTable;
  signal_sweeps: SignalSweepsTable;
  deleted_checklists: DeletedChecklistsTable;
}
