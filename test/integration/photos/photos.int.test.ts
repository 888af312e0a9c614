import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistHistory } from '#domain/checklists/api';
import type { Photo } from '#domain/photos/api';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { DELETED_CHECKLIST_KEPT_DAYS } from '#domain/checklists/deleted';
import { runScheduledWork } from '#server/scheduler/scheduler';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { doneChange } from '#test/support/items';
import { failAnOpenItem, multipartPhoto, phonePhoto } from '#test/support/photo-upload';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('photo evidence on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-photos-'));
  const t = useTestApp(dialect, { config: { dataDir } });
  let leader: SignedInUser;
  let manager: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  const filesOf = (checklistId: string) => {
    const dir = path.join(dataDir, 'photos', checklistId);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const upload = (who: SignedInUser, url: string, data: Buffer, options = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      ...multipartPhoto(data, options),
      headers: { ...multipartPhoto(data, options).headers, cookie: who.cookie },
    });
  const detail = async (id: string) =>
    (await admin.api.get(`/api/checklists/${id}`)).json<ChecklistDetail>();
  const history = async (id: string) =>
    (await admin.api.get(`/api/checklists/${id}/history`)).json<ChecklistHistory>().events;

  /** A failed item on a checklist of a store of its own, so tests never share a checklist. */
  async function failedChecklist() {
    const storeId = (await createStore(t.deps)).id;
    leader = await signedInUser(t, 'shift-leader', storeId);
    manager = await signedInUser(t, 'store', storeId);
    const checklist = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    const item = await failAnOpenItem(t.deps, leader, checklist);
    const url = `/api/checklists/${checklist.id}/items/${item.id}/photos?kind=failure`;
    return { checklist, item, url };
  }

  it('keeps a failure photo re-encoded to 1600 px with its EXIF and GPS removed, and a thumbnail', async () => {
    const { checklist, url } = await failedChecklist();
    const original = await phonePhoto(2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(leader, url, original, { filename: 'IMG_0001.JPG' });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<Photo>();
    expect(photo).toMatchObject({ kind: 'failure', width: 1600, height: 1200 });

    const full = await leader.api.get(`/api/checklists/${checklist.id}/photos/${photo.id}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    // Private: never cached by the browser, and the page may show only its own and blob: images.
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    const stored = await sharp(full.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(full.rawPayload.includes('exif-marker-do-not-keep')).toBe(false);
    expect(full.rawPayload.includes('GPS')).toBe(false);

    const thumb = await leader.api.get(
      `/api/checklists/${checklist.id}/photos/${photo.id}/thumbnail`,
    );
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });

    expect((await detail(checklist.id)).photos.map((p) => p.id)).toEqual([photo.id]);
    expect((await history(checklist.id))[0]?.summary).toBe(
      `Added a photo to the issue on “${checklist.items[0]?.text}”`,
    );
    expect(filesOf(checklist.id)).toEqual([`${photo.id}-thumb.jpg`, `${photo.id}.jpg`].sort());
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    let target: Awaited<ReturnType<typeof failedChecklist>>;
    beforeAll(async () => {
      target = await failedChecklist();
    });

    async function expectRefused(
      send: () => Promise<{ statusCode: number; json: <T>() => T }>,
      status: number,
      message: string,
    ) {
      const eventsBefore = (await history(target.checklist.id)).length;
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
      expect((await detail(target.checklist.id)).photos).toEqual([]);
      expect(await history(target.checklist.id)).toHaveLength(eventsBefore);
      expect(filesOf(target.checklist.id)).toEqual([]);
    }

    it('an executable renamed to .jpg', async () => {
      const elf = Buffer.concat([
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
        Buffer.alloc(4000, 7),
      ]);
      await expectRefused(
        () => upload(leader, target.url, elf, { filename: 'chiller.jpg' }),
        415,
        PHOTO_MESSAGES.notAPhoto,
      );
    });

    it('a 50 MB image', async () => {
      const huge = Buffer.concat([await phonePhoto(64, 64), Buffer.alloc(50 * 1024 * 1024)]);
      await expectRefused(() => upload(leader, target.url, huge), 413, PHOTO_MESSAGES.tooLarge);
    });

    it('a zero-byte file', async () => {
      await expectRefused(
        () => upload(leader, target.url, Buffer.alloc(0)),
        400,
        PHOTO_MESSAGES.empty,
      );
    });

    it('a PNG bomb (huge dimensions in a small file)', async () => {
      const { pngBomb } = await import('#test/support/photo-upload');
      const bomb = await pngBomb();
      expect(bomb.length).toBeLessThan(1000);
      await expectRefused(
        () => upload(leader, target.url, bomb, { filename: 'x.png', contentType: 'image/png' }),
        400,
        PHOTO_MESSAGES.tooManyPixels,
      );
    });

    it('a photo with a valid header and broken pixels', async () => {
      const truncated = (await phonePhoto(800, 600)).subarray(0, 1500);
      await expectRefused(
        () => upload(leader, target.url, truncated),
        400,
        PHOTO_MESSAGES.unreadable,
      );
    });

    it('an item the user may not edit', async () => {
      const other = await signedInUser(t, 'shift-leader', leader.storeId);
      await expectRefused(
        async () => upload(other, target.url, await phonePhoto(400, 300)),
        403,
        'You do not have permission to update this checklist',
      );
    });

    it('an item that has not failed', async () => {
      const open = target.checklist.items[1]!;
      const url = `/api/checklists/${target.checklist.id}/items/${open.id}/photos?kind=failure`;
      await expectRefused(
        async () => upload(leader, url, await phonePhoto(400, 300)),
        409,
        PHOTO_MESSAGES.itemNotFailed,
      );
    });

    it('a request without the photo part, or as JSON', async () => {
      await expectRefused(
        async () => upload(leader, target.url, await phonePhoto(400, 300), { field: 'file' }),
        400,
        PHOTO_MESSAGES.missing,
      );
      await expectRefused(
        () => leader.api.post(target.url, { photo: 'aGVsbG8=' }),
        415,
        'Send the photo as multipart/form-data, in a part named "photo".',
      );
    });

    it('a cross-site multipart post', async () => {
      const body = multipartPhoto(await phonePhoto(400, 300));
      await expectRefused(
        () =>
          t.app.inject({
            method: 'POST',
            url: target.url,
            payload: body.payload,
            headers: {
              'content-type': body.headers['content-type'],
              origin: 'https://evil.example',
              cookie: leader.cookie,
            },
          }),
        403,
        'Cross-site requests are not allowed.',
      );
    });
  });

  it('refuses a fourth photo in a set, while the fix photos are a set of their own', async () => {
    const { checklist, item, url } = await failedChecklist();
    for (let n = 0; n < 3; n += 1) {
      expect((await upload(leader, url, await phonePhoto(300, 200))).statusCode).toBe(201);
      t.clock.advanceMinutes(1);
    }
    const fourth = await upload(leader, url, await phonePhoto(300, 200));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ error: { message: string } }>().error.message).toBe(
      PHOTO_MESSAGES.tooMany,
    );
    const fixUrl = `/api/checklists/${checklist.id}/items/${item.id}/photos?kind=resolution`;
    expect((await upload(leader, fixUrl, await phonePhoto(300, 200))).statusCode).toBe(201);
    expect((await detail(checklist.id)).photos.map((p) => p.kind)).toEqual([
      'failure',
      'failure',
      'failure',
      'resolution',
    ]);
    expect(filesOf(checklist.id)).toHaveLength(8);
  });

  it('refuses a photo for a deleted checklist, keeps its files while it can be restored, then removes them', async () => {
    const { checklist, url } = await failedChecklist();
    const photo = (await upload(leader, url, await phonePhoto(300, 200))).json<Photo>();
    expect(filesOf(checklist.id)).toHaveLength(2);

    expect((await leader.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
    const late = await upload(leader, url, await phonePhoto(300, 200));
    expect(late.statusCode).toBe(404);
    expect(late.json<{ error: { message: string } }>().error.message).toBe('Checklist not found');
    const rows = await t.deps.db.kysely
      .selectFrom('checklist_photos')
      .select('id')
      .where('checklist_id', '=', checklist.id)
      .execute();
    expect(rows).toEqual([]);
    // Kept for a restore: the files stay, and come back with the checklist.
    expect(filesOf(checklist.id)).toHaveLength(2);
    const restored = await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    const shown = await leader.api.get(`/api/checklists/${checklist.id}/photos/${photo.id}`);
    expect(shown.statusCode).toBe(200);

    // Deleted again and past its kept time, its files go.
    expect((await admin.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
    t.clock.advanceMinutes(DELETED_CHECKLIST_KEPT_DAYS * 24 * 60 + 1);
    await runScheduledWork(t.deps);
    t.clock.advanceMinutes(-(DELETED_CHECKLIST_KEPT_DAYS * 24 * 60 + 1));
    expect(existsSync(path.join(dataDir, 'photos', checklist.id))).toBe(false);
  });

  it('removes a photo, and a cleared failure takes its photos with it, both in the History', async () => {
    const { checklist, item, url } = await failedChecklist();
    const kept = (await upload(leader, url, await phonePhoto(300, 200))).json<Photo>();
    const removed = (await upload(leader, url, await phonePhoto(300, 200))).json<Photo>();
    // Another person of the store may look at it, but not remove it.
    expect(
      (await manager.api.get(`/api/checklists/${checklist.id}/photos/${kept.id}`)).statusCode,
    ).toBe(200);

    expect(
      (await leader.api.delete(`/api/checklists/${checklist.id}/photos/${removed.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await leader.api.get(`/api/checklists/${checklist.id}/photos/${removed.id}`)).statusCode,
    ).toBe(404);
    expect(filesOf(checklist.id)).toEqual([`${kept.id}-thumb.jpg`, `${kept.id}.jpg`].sort());
    expect((await history(checklist.id))[0]?.summary).toBe(
      `Removed a photo from the issue on “${item.text}”`,
    );

    const cleared = await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      type: 'unfail',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await detail(checklist.id)).photos).toEqual([]);
    expect(filesOf(checklist.id)).toEqual([]);
  });

  it('feedback photos belong to the feedback author and go when someone else replaces it', async () => {
    const { checklist: started } = await failedChecklist();
    await leader.api.patch(`/api/checklists/${started.id}/items/${started.items[0]!.id}`, {
      type: 'unfail',
    });
    const checklist = started;
    // Finish every item, so feedback may be left.
    for (const item of checklist.items) {
      const done = await leader.api.patch(
        `/api/checklists/${checklist.id}/items/${item.id}`,
        doneChange(item, checklist.temperatureUnit),
      );
      expect(done.statusCode).toBe(200);
    }
    const url = `/api/checklists/${checklist.id}/feedback/photos`;
    const early = await upload(manager, url, await phonePhoto(300, 200));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: { message: string } }>().error.message).toBe(
      PHOTO_MESSAGES.noFeedback,
    );

    await manager.api.put(`/api/checklists/${checklist.id}/feedback`, { text: 'Tidy shift' });
    const added = await upload(manager, url, await phonePhoto(300, 200));
    expect(added.statusCode).toBe(201);
    expect((await history(checklist.id))[0]?.summary).toBe('Added a photo to the store feedback');

    const other = await signedInUser(t, 'super-admin', null);
    expect((await upload(other, url, await phonePhoto(300, 200))).statusCode).toBe(403);
    await other.api.put(`/api/checklists/${checklist.id}/feedback`, { text: 'Seen by ops' });
    expect((await detail(checklist.id)).photos).toEqual([]);
    expect(filesOf(checklist.id)).toEqual([]);
  });
});
