import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistHistory } from '#domain/checklists/api';
import type { Photo } from '#domain/photos/api';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { DELETED_CHECKLIST_KEPT_DAYS } from '#domain/checklists/deleted';
import { purgeDeletedChecklists } from '#server/checklists/deleted-service';
import type { Config } from '#server/config';
import { runScheduledWork } from '#server/scheduler/scheduler';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, signInCookie } from '#test/support/factories';
import { startTestApp, testDialects, type TestApp } from '#test/support/harness';
import { failAnOpenItem, multipartPhoto, phonePhoto } from '#test/support/photo-upload';
import { startTestS3, type TestS3 } from '#test/support/s3-server';
import { useTestApp } from '#test/support/use-test-app';

/** Past the time a deleted checklist is kept. */
const KEPT_MINUTES = DELETED_CHECKLIST_KEPT_DAYS * 24 * 60 + 1;

describe.each(testDialects())('photos in S3-compatible storage on %s', (dialect) => {
  let s3: TestS3;
  const config: Partial<Config> = {};
  // Registered before useTestApp's own beforeAll, so the app starts with the bucket's address.
  beforeAll(async () => {
    s3 = await startTestS3();
    config.s3 = s3.config;
  });
  afterAll(async () => {
    await s3.stop();
  });
  const t = useTestApp(dialect, { config });

  let leader: SignedInUser;
  beforeAll(async () => {
    leader = await signedInUser(t, 'shift-leader', (await createStore(t.deps)).id);
  });

  const upload = (app: TestApp['app'], cookie: string, url: string, data: Buffer) => {
    const body = multipartPhoto(data);
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('stores the photo and its thumbnail in the bucket, streams them to readers, and empties the bucket when the checklist is deleted', async () => {
    const checklist = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    const item = await failAnOpenItem(t.deps, leader, checklist);
    const url = `/api/checklists/${checklist.id}/items/${item.id}/photos?kind=failure`;
    const response = await upload(t.app, leader.cookie, url, await phonePhoto(2000, 1500));
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<Photo>();
    expect((await s3.keys()).sort()).toEqual(
      [`${checklist.id}/${photo.id}-thumb.jpg`, `${checklist.id}/${photo.id}.jpg`].sort(),
    );

    const full = await leader.api.get(`/api/checklists/${checklist.id}/photos/${photo.id}`);
    expect(full.statusCode).toBe(200);
    const metadata = await sharp(full.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();

    // Deleted, it is kept for a restore with its files; past its kept time, they go.
    const kept = (await s3.keys()).sort();
    expect((await leader.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
    expect((await s3.keys()).sort()).toEqual(kept);
    t.clock.advanceMinutes(KEPT_MINUTES);
    try {
      await runScheduledWork(t.deps);
    } finally {
      t.clock.advanceMinutes(-KEPT_MINUTES);
    }
    expect(await s3.keys()).toEqual([]);
  });

  it('says so plainly when the bucket cannot be reached, and keeps nothing', async () => {
    const unreachable = await startTestApp(t.database, {
      config: { s3: { ...s3.config, endpoint: 'http://127.0.0.1:9' } },
    });
    try {
      const cookie = await signInCookie(unreachable.app, leader.email, leader.password);
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const item = await failAnOpenItem(t.deps, leader, checklist);
      const url = `/api/checklists/${checklist.id}/items/${item.id}/photos?kind=failure`;
      const response = await upload(unreachable.app, cookie, url, await phonePhoto(400, 300));
      expect(response.statusCode).toBe(503);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        PHOTO_MESSAGES.storageUnavailable,
      );
      const detail = (
        await leader.api.get(`/api/checklists/${checklist.id}`)
      ).json<ChecklistDetail>();
      expect(detail.photos).toEqual([]);
      const events = (
        await leader.api.get(`/api/checklists/${checklist.id}/history`)
      ).json<ChecklistHistory>().events;
      expect(events.map((event) => event.action)).not.toContain('photo-added');

      // Deleting keeps the files for a restore; removing them past the kept time needs the
      // bucket: until it answers, the contents stay and the next run tries again.
      const deletion = await unreachable.app.inject({
        method: 'DELETE',
        url: `/api/checklists/${checklist.id}`,
        headers: { cookie },
      });
      expect(deletion.statusCode).toBe(204);
      unreachable.clock.advanceMinutes(KEPT_MINUTES);
      await expect(purgeDeletedChecklists(unreachable.deps)).rejects.toThrow(
        PHOTO_MESSAGES.storageUnavailable,
      );
      const entry = await t.deps.db.kysely
        .selectFrom('deleted_checklists')
        .select(['contents', 'purged_at'])
        .where('id', '=', checklist.id)
        .executeTakeFirstOrThrow();
      expect(entry.contents).not.toBeNull();
      expect(entry.purged_at).toBeNull();
    } finally {
      await unreachable.stop();
    }
  });
  it('set up wrong, it makes /readyz fail and says so, and a photo waits on the phone for the fix', async () => {
    const wrong = await startTestApp(t.database, {
      config: { s3: { ...s3.config, bucket: 'no-such-bucket' } },
    });
    try {
      const ready = await wrong.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'photo storage set up wrong',
        checks: { database: 'ok', photoStorage: 'set up wrong' },
      });
      const cookie = await signInCookie(wrong.app, leader.email, leader.password);
      const checklist = await createChecklist(t.deps, { by: leader, category: 'night' });
      const item = await failAnOpenItem(t.deps, leader, checklist);
      const url = `/api/checklists/${checklist.id}/items/${item.id}/photos?kind=failure`;
      const response = await upload(wrong.app, cookie, url, await phonePhoto(400, 300));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        PHOTO_MESSAGES.storageMisconfigured,
      );
    } finally {
      await wrong.stop();
    }
  });

  it('not answering, it is reported but /readyz holds: the rest of the app works', async () => {
    const unreachable = await startTestApp(t.database, {
      config: { s3: { ...s3.config, endpoint: 'http://127.0.0.1:9' } },
    });
    try {
      const ready = await unreachable.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', photoStorage: 'not answering' },
      });
    } finally {
      await unreachable.stop();
    }
  });
});
