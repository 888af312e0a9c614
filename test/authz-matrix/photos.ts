import type { ChecklistDetail } from '#domain/checklists/api';
import { createChecklist } from '../support/factories';
import { NEXT_VERSION } from '#server/checklists/repository';
import { addTestPhoto, multipartPhoto, phonePhoto } from '../support/photo-upload';
import { failWithAction } from './actions';
import { row, type MatrixRow, type Scene } from './types';

/**
 * A checklist of the scene's store with one more item failed. Written straight to the database:
 * the fuzz world sets rows up again and again in one store, where the checklist may be someone
 * else's by then.
 */
async function failedChecklist(scene: Scene) {
  const checklist = await createChecklist(scene.deps, {
    by: scene.owner,
    storeId: scene.storeId,
    category: 'breakfast',
  });
  const item = checklist.items.find((candidate) => !candidate.failed);
  if (!item) throw new Error('No item left to fail');
  await scene.deps.db.kysely
    .updateTable('checklist_items')
    .set({ failed: true, completed: false, failure_comment: 'Chiller door seal torn' })
    .where('id', '=', item.id)
    .execute();
  return { checklist, item, photo: await phonePhoto(400, 300) };
}

/**
 * A failure logged through the tick path, so that it has its corrective action, owned by the
 * scene's owner who logged it (docs/decisions/047).
 */
async function failedWithAction(scene: Scene) {
  const { checklist, item } = await failWithAction(scene, 'day');
  return { checklist, item, photo: await phonePhoto(400, 300) };
}

/** The same with an issue photo on the failed item, added by a super admin. */
async function withPhoto(scene: Scene) {
  const failed = await failedChecklist(scene);
  const admin = await scene.deps.db.kysely
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'super-admin')
    .executeTakeFirstOrThrow();
  const by = { ...admin, role: 'super-admin' as const, storeId: null, displayName: null };
  const target = { kind: 'failure' as const, itemId: failed.item.id };
  const photo = await addTestPhoto(scene.deps, by, failed.checklist.id, target);
  return { ...failed, photoId: photo.id };
}

/** Complete, with store feedback written by the caller (the owner for anonymous cases). */
async function withFeedback(scene: Scene): Promise<{ checklist: ChecklistDetail; photo: Buffer }> {
  const { checklist, photo } = await failedChecklist(scene);
  const now = scene.deps.clock.now().toISOString();
  const author = scene.caller ?? scene.owner;
  await scene.deps.db.kysely
    .updateTable('checklists')
    .set({
      progress: 100,
      completed_at: now,
      feedback_text: 'Well run',
      feedback_at: now,
      feedback_user_id: author.id,
      feedback_user_name: author.email,
      version: NEXT_VERSION,
    })
    .where('id', '=', checklist.id)
    .execute();
  return { checklist, photo };
}

const upload = (url: string, photo: Buffer) => ({
  method: 'POST' as const,
  url,
  ...multipartPhoto(photo),
});

const VISIBLE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  store: { own: ok, other: 404 },
  'shift-leader': { own: ok, other: 404 },
});
const EDIT = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: { creator: ok, notCreator: 403 }, other: 404 },
  store: { own: { creator: ok, notCreator: 403 }, other: 404 },
  'shift-leader': { own: { creator: ok, notCreator: 403 }, other: 404 },
});

export const PHOTO_ROWS: MatrixRow[] = [
  ...(['failure', 'resolution'] as const).map((kind) =>
    row({
      route: 'POST /api/checklists/:id/items/:itemId/photos',
      name: `${kind} photo`,
      expect: { ...EDIT(201), tablet: 'as-leader' },
      setup: failedChecklist,
      request: (_, f) =>
        upload(`/api/checklists/${f.checklist.id}/items/${f.item.id}/photos?kind=${kind}`, f.photo),
    }),
  ),
  row({
    route: 'POST /api/checklists/:id/items/:itemId/photos',
    // Its action's owner (here its creator) and the store's managers add the photo of the fix,
    // whoever's checklist it is; another leader of the store may not.
    name: 'resolution photo of a failure with its corrective action',
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 201,
      area: { own: 201, other: 404 },
      store: { own: 201, other: 404 },
      'shift-leader': { own: { creator: 201, notCreator: 403 }, other: 404 },
      // A store manager's token of checklists:write (no actions:write) edits only what its maker
      // may edit as a checklist: not another leader's.
      tokenStore: 403,
    },
    setup: failedWithAction,
    request: (_, f) =>
      upload(
        `/api/checklists/${f.checklist.id}/items/${f.item.id}/photos?kind=resolution`,
        f.photo,
      ),
  }),
  row({
    route: 'POST /api/checklists/:id/feedback/photos',
    name: "on the caller's own feedback",
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 201, other: 404 },
      store: { own: 201, other: 404 },
      'shift-leader': { own: 403, other: 404 },
    },
    setup: withFeedback,
    request: (_, f) => upload(`/api/checklists/${f.checklist.id}/feedback/photos`, f.photo),
  }),
  row({
    route: 'DELETE /api/checklists/:id/photos/:photoId',
    expect: { ...EDIT(204), tablet: 'as-leader' },
    setup: withPhoto,
    request: (_, f) => ({
      method: 'DELETE',
      url: `/api/checklists/${f.checklist.id}/photos/${f.photoId}`,
    }),
  }),
  ...['', '/thumbnail'].map((size) =>
    row({
      route: `GET /api/checklists/:id/photos/:photoId${size}`,
      expect: { ...VISIBLE(200), tablet: 'as-leader' },
      setup: withPhoto,
      request: (_, f) => ({
        method: 'GET',
        url: `/api/checklists/${f.checklist.id}/photos/${f.photoId}${size}`,
      }),
    }),
  ),
];
