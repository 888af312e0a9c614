import { insertNotificationOnce } from '#server/notifications/repository';
import { row, type MatrixRow, type Scene } from './types';

const EVERYONE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: ok,
  store: ok,
  'shift-leader': ok,
});

/** A notification about the scene's store for `recipientId`. */
async function notificationFor(scene: Scene, recipientId: string) {
  const id = `matrix-${Math.random().toString(36).slice(2)}`;
  await insertNotificationOnce(scene.deps.db.kysely, {
    kind: 'feedback',
    subject: id,
    recipientId,
    businessDate: '2026-11-22',
    storeId: scene.storeId,
    title: 'Store feedback',
    body: 'Feedback left',
    link: '/',
    email: false,
    now: scene.deps.clock.now().toISOString(),
  });
  const row = await scene.deps.db.kysely
    .selectFrom('notifications')
    .select('id')
    .where('subject', '=', id)
    .executeTakeFirstOrThrow();
  return row.id;
}

const preferences = {
  'not-started': 'in-app',
  'priority-failure': 'in-app-email',
  'unresolved-at-shift-end': 'in-app',
  feedback: 'off',
  'daily-digest': 'in-app',
  'action-assigned': 'in-app-email',
  'action-due': 'off',
  'action-overdue': 'in-app',
  'action-escalated': 'in-app-email',
  'pin-locked': 'in-app',
  'webhook-paused': 'in-app',
};

export const NOTIFICATION_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/notifications',
    expect: { ...EVERYONE(200), tablet: 'as-leader' },
    request: () => ({ method: 'GET', url: '/api/notifications' }),
  }),
  row({
    route: 'POST /api/notifications/read-all',
    expect: { ...EVERYONE(200), tablet: 'as-leader' },
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  }),
  row({
    route: 'POST /api/notifications/:id/read',
    name: 'my own, about a store I see',
    // The caller's own notification; about another store only a super admin still sees it.
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 404 },
      store: { own: 200, other: 404 },
      'shift-leader': { own: 200, other: 404 },
    },
    setup: (s) => notificationFor(s, s.caller?.id ?? s.owner.id),
    request: (_, id) => ({ method: 'POST', url: `/api/notifications/${id}/read` }),
  }),
  row({
    route: 'POST /api/notifications/:id/read',
    name: "someone else's",
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 404,
      area: { own: 404, other: 404 },
      store: { own: 404, other: 404 },
      'shift-leader': { own: 404, other: 404 },
    },
    setup: (s) => notificationFor(s, s.owner.id),
    request: (_, id) => ({ method: 'POST', url: `/api/notifications/${id}/read` }),
  }),
  row({
    route: 'GET /api/notifications/preferences',
    expect: { ...EVERYONE(200), tablet: 'as-leader' },
    request: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
  }),
  row({
    route: 'PUT /api/notifications/preferences',
    expect: EVERYONE(200),
    request: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(preferences),
    }),
  }),
];
