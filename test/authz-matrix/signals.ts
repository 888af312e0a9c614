import { SIGNAL_ACCESS_MESSAGES } from '#domain/signals/access-messages';
import { randomUUID } from 'node:crypto';
import { CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { DEFAULT_SIGNAL_THRESHOLDS } from '#domain/signals/api';
import { createChecklist } from '../support/factories';
import { json, row, STORE_MANAGERS, SUPER_ADMIN_ONLY, type MatrixRow, type Scene } from './types';

/**
 * Record confidence (docs/decisions/050): managers of a store see its signals and explain them;
 * never its shift leaders, whose records they are about. Super admins set the thresholds. A
 * scope's signals are Insights' (insights.ts).
 */

/** A signal about the scene's store: one person ticked every shift of a day. */
async function signalIn(s: Scene): Promise<string> {
  const id = randomUUID();
  await s.deps.db.kysely
    .insertInto('record_signals')
    .values({
      id,
      kind: 'one-person-day',
      subject: `${s.storeId}|${id}`,
      store_id: s.storeId,
      business_date: '2026-11-20',
      detail: JSON.stringify({
        kind: 'one-person-day',
        userName: 'Tom Fletcher',
        shifts: [
          {
            category: 'breakfast',
            from: '2026-11-20T05:10:00.000Z',
            to: '2026-11-20T05:40:00.000Z',
          },
        ],
      }),
      found_at: '2026-11-20T12:00:00.000Z',
    })
    .execute();
  return id;
}

const explained = { 404: { messages: [SIGNAL_ACCESS_MESSAGES.notFound] } };

export const SIGNAL_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/checklists/:id/signals',
    expect: STORE_MANAGERS(200),
    refusals: { 404: { messages: [CHECKLIST_NOT_FOUND] } },
    setup: (s) => createChecklist(s.deps, { by: s.owner, storeId: s.storeId }),
    request: (_, checklist) => ({ method: 'GET', url: `/api/checklists/${checklist.id}/signals` }),
  }),
  row({
    route: 'PUT /api/signals/:id/explanation',
    expect: STORE_MANAGERS(200),
    refusals: explained,
    setup: signalIn,
    request: (_, id) =>
      json('PUT', `/api/signals/${id}/explanation`, { note: 'Covered two shifts: rota gap' }),
  }),
  row({
    route: 'DELETE /api/signals/:id/explanation',
    expect: STORE_MANAGERS(204),
    refusals: explained,
    setup: signalIn,
    request: (_, id) => ({ method: 'DELETE', url: `/api/signals/${id}/explanation` }),
  }),
  row({
    route: 'GET /api/signal-settings',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/signal-settings' }),
  }),
  row({
    route: 'PUT /api/signal-settings',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => json('PUT', '/api/signal-settings', DEFAULT_SIGNAL_THRESHOLDS),
  }),
];
