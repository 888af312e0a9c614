import { ACTION_ROWS } from './actions';
import { API_TOKEN_ROWS } from './api-tokens';
import { AREA_ROWS } from './areas';
import { AUDIT_ROWS } from './audit';
import { CHECKLIST_ROWS } from './checklists';
import { EXPORT_ROWS } from './exports';
import { INSIGHT_ROWS } from './insights';
import { NOTIFICATION_ROWS } from './notifications';
import { PHOTO_ROWS } from './photos';
import { RECORDS_ROWS } from './records';
import { RETENTION_ROWS } from './retention';
import { SCIM_ROWS } from './scim';
import { SIGNAL_ROWS } from './signals';
import { STORE_ROWS } from './stores';
import { TABLET_ROWS } from './tablets';
import { SSO_ROWS } from './sso';
import { TEMPLATE_ROWS } from './templates';
import { TWO_FACTOR_ROWS } from './two-factor';
import type { MatrixRow } from './types';
import { USER_ROWS } from './users';
import { VIEW_ROWS } from './views';
import { WEBHOOK_ROWS } from './webhooks';

/**
 * The authorization matrix: for every route that needs a session, the status each kind of
 * caller gets, in their own store and another (an area manager: a store of their area and one
 * of another, and with no area at all; a shift leader on the store tablet), as creator or not.
 * matrix.int.test.ts runs all of it on every database and fails for a route that has no row here.
 */
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  ...CHECKLIST_ROWS,
  ...VIEW_ROWS,
  ...EXPORT_ROWS,
  ...PHOTO_ROWS,
  ...STORE_ROWS,
  ...AREA_ROWS,
  ...USER_ROWS,
  ...TEMPLATE_ROWS,
  ...NOTIFICATION_ROWS,
  ...RECORDS_ROWS,
  ...ACTION_ROWS,
  ...INSIGHT_ROWS,
  ...SIGNAL_ROWS,
  ...TABLET_ROWS,
  ...SCIM_ROWS,
  ...TWO_FACTOR_ROWS,
  ...SSO_ROWS,
  ...AUDIT_ROWS,
  ...API_TOKEN_ROWS,
  ...RETENTION_ROWS,
  ...WEBHOOK_ROWS,
];
