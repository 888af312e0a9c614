import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Photo } from '#domain/photos/api';
import {
  PHOTO_MESSAGES,
  PHOTO_PIXELS_MAX,
  PHOTO_UPLOADS_PER_MINUTE,
} from '#domain/photos/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { failAnOpenItem, multipartPhoto, phonePhoto } from '#test/support/photo-upload';
import { useTestApp } from '#test/support/use-test-app';
import {
  PHOTO_DECODE_CHANNEL,
  PHOTO_DECODES_AT_ONCE,
  type DecodeEvent,
} from '#server/photos/decode-queue';

const flat = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: '#2e86c1' } });
/** Made once for both dialects: each takes a second of CPU to encode. */
const madeOnce = (make: () => Promise<Buffer>) => {
  let made: Promise<Buffer> | undefined;
  return () => (made ??= make());
};

/** 7000 × 7000 16-bit colour: 49 MP (under the pixel limit), 294 MB decoded, ~440 kB on disk. */
const sixteenBitPng = madeOnce(() =>
  flat(7000, 7000).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer(),
);
/** Decoded at full size, not shrunk on load like a baseline JPEG: held to a quarter. */
const fullSizeDecodes = [
  {
    image: 'a 48 MP progressive JPEG',
    type: 'image/jpeg',
    // 570 kB, and 390 MB of memory to decode.
    make: madeOnce(() =>
      flat(8064, 6048)
        .jpeg({ quality: 100, progressive: true, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    ),
  },
  {
    image: 'a 48 MP 8-bit PNG',
    type: 'image/png',
    make: madeOnce(() => flat(8064, 6048).png({ compressionLevel: 9 }).toBuffer()),
  },
];
const twelveMegapixels = madeOnce(() => phonePhoto(4032, 3024));
const fortyEightMegapixels = madeOnce(() => phonePhoto(8064, 6048));

describe.each(testDialects())('photo decoding limits on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-photo-limits-'));
  const t = useTestApp(dialect, { config: { dataDir } });

  const upload = (who: SignedInUser, url: string, data: Buffer, contentType = 'image/jpeg') => {
    const body = multipartPhoto(data, { contentType });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
  };
  const messageOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { message: string } }>().error.message;

  /** A leader of a store of their own, and the upload addresses of `failed` failed items' sets. */
  async function leaderWithPhotoSets(failed: number) {
    const leader = await signedInUser(t, 'shift-leader', (await createStore(t.deps)).id);
    let checklist = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    const urls: string[] = [];
    for (let n = 0; n < failed; n += 1) {
      const item = await failAnOpenItem(t.deps, leader, checklist);
      checklist = { ...checklist, items: checklist.items.filter((i) => i.id !== item.id) };
      for (const kind of ['failure', 'resolution']) {
        urls.push(`/api/checklists/${checklist.id}/items/${item.id}/photos?kind=${kind}`);
      }
    }
    // Three photos fit a set: the address for the n-th upload.
    return { leader, checklistId: checklist.id, urlFor: (n: number) => urls[Math.floor(n / 3)]! };
  }

  /** The decode queue's events while `work` runs, read from its diagnostics channel. */
  async function watchDecodes<T>(work: () => Promise<T>) {
    const events: DecodeEvent[] = [];
    const listener = (message: unknown) => events.push(message as DecodeEvent);
    subscribe(PHOTO_DECODE_CHANNEL, listener);
    try {
      return { result: await work(), events };
    } finally {
      unsubscribe(PHOTO_DECODE_CHANNEL, listener);
    }
  }

  it('refuses a 49-megapixel 16-bit PNG from its header, 16 at once, without decoding any', async () => {
    const png = await sixteenBitPng();
    const header = await sharp(png).metadata();
    expect(header).toMatchObject({ format: 'png', depth: 'ushort', channels: 3 });
    expect(header.width * header.height).toBeLessThan(PHOTO_PIXELS_MAX);
    expect(png.length).toBeLessThan(1024 * 1024);
    const { leader, checklistId, urlFor } = await leaderWithPhotoSets(1);

    const { result, events } = await watchDecodes(() =>
      Promise.all(Array.from({ length: 16 }, () => upload(leader, urlFor(0), png, 'image/png'))),
    );
    expect(result.map((response) => response.statusCode)).toEqual(Array(16).fill(400));
    expect(result.map(messageOf)).toEqual(Array(16).fill(PHOTO_MESSAGES.tooMuchImageData));
    expect(events).toEqual([]);
    const detail = await leader.api.get(`/api/checklists/${checklistId}`);
    expect(detail.json<{ photos: Photo[] }>().photos).toEqual([]);
  });

  it.each(fullSizeDecodes)('refuses $image from its header', async ({ type, make }) => {
    const image = await make();
    const { leader, urlFor } = await leaderWithPhotoSets(1);
    const { result, events } = await watchDecodes(() => upload(leader, urlFor(0), image, type));
    expect(result.statusCode).toBe(400);
    expect(messageOf(result)).toBe(PHOTO_MESSAGES.tooMuchImageData);
    expect(events).toEqual([]);
  });

  it('still takes real phone photos: 12 and 48 MP JPEGs and a PNG screenshot', async () => {
    const { leader, urlFor } = await leaderWithPhotoSets(1);
    const photos = [
      { data: await twelveMegapixels(), type: 'image/jpeg', size: [1600, 1200] },
      { data: await fortyEightMegapixels(), type: 'image/jpeg', size: [1600, 1200] },
      { data: await flat(1290, 2796, 4).png().toBuffer(), type: 'image/png', size: [738, 1600] },
    ];
    for (const { data, type, size } of photos) {
      const response = await upload(leader, urlFor(0), data, type);
      expect(response.statusCode, response.body).toBe(201);
      const photo = response.json<Photo>();
      expect([photo.width, photo.height]).toEqual(size);
    }
  });

  it(`answers 429 after ${PHOTO_UPLOADS_PER_MINUTE} uploads in a minute, to that person only`, async () => {
    const small = await phonePhoto(64, 48);
    const busy = await leaderWithPhotoSets(4);
    for (let n = 0; n < PHOTO_UPLOADS_PER_MINUTE; n += 1) {
      expect((await upload(busy.leader, busy.urlFor(n), small)).statusCode).toBe(201);
    }
    const refused = await upload(busy.leader, busy.urlFor(PHOTO_UPLOADS_PER_MINUTE), small);
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(PHOTO_MESSAGES.tooManyUploads);
    const secondsLeft = 60 - t.clock.now().getUTCSeconds();
    expect(refused.headers['retry-after']).toBe(String(secondsLeft));
    const detail = await busy.leader.api.get(`/api/checklists/${busy.checklistId}`);
    expect(detail.json<{ photos: Photo[] }>().photos).toHaveLength(PHOTO_UPLOADS_PER_MINUTE);

    const other = await leaderWithPhotoSets(1);
    expect((await upload(other.leader, other.urlFor(0), small)).statusCode).toBe(201);

    t.clock.advanceMinutes(1);
    const later = await upload(busy.leader, busy.urlFor(PHOTO_UPLOADS_PER_MINUTE), small);
    expect(later.statusCode).toBe(201);
  });

  it(`decodes at most ${PHOTO_DECODES_AT_ONCE} photos at once; the others wait their turn`, async () => {
    const photo = await twelveMegapixels();
    const { leader, urlFor } = await leaderWithPhotoSets(3);
    const uploads = 8;
    const { result, events } = await watchDecodes(() =>
      Promise.all(Array.from({ length: uploads }, (_, n) => upload(leader, urlFor(n), photo))),
    );
    expect(result.map((response) => response.statusCode)).toEqual(Array(uploads).fill(201));

    let running = 0;
    let mostRunning = 0;
    for (const event of events) {
      running += event.phase === 'start' ? 1 : -1;
      mostRunning = Math.max(mostRunning, running);
      expect(event.running).toBeLessThanOrEqual(PHOTO_DECODES_AT_ONCE);
    }
    expect(events.filter((event) => event.phase === 'start')).toHaveLength(uploads);
    expect(mostRunning).toBe(PHOTO_DECODES_AT_ONCE);
    expect(Math.max(...events.map((event) => event.waiting))).toBeGreaterThan(0);
  });
});
