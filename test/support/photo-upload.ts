import sharp from 'sharp';
import type { ChecklistDetail } from '#domain/checklists/api';
import type { AppDeps } from '#server/deps';
import { addPhoto, type PhotoTarget } from '#server/photos/service';
import { sessionUserOf, type TestUser } from './factories';

const BOUNDARY = '----shiftcheck-test-boundary';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartPhoto(
  data: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; ` +
      `filename="${options.filename ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'sec-fetch-site': 'same-origin',
    },
  };
}

/** A phone photo: a JPEG carrying EXIF with a GPS position and a recognisable marker. */
export async function phonePhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'exif-marker-do-not-keep' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2664/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .toBuffer();
}

/**
 * The checklist's first item not failed yet, failed now by the given user (its creator), ready
 * for photos. A checklist set up again (the fuzz world reuses its store) gives a fresh item.
 */
export async function failAnOpenItem(deps: AppDeps, by: TestUser, checklist: ChecklistDetail) {
  const item = checklist.items.find((candidate) => !candidate.failed);
  if (!item) throw new Error('The checklist has no item left to fail');
  await deps.ticks.tick(sessionUserOf(by), {
    checklistId: checklist.id,
    itemId: item.id,
    change: {
      type: 'fail',
      comment: 'Chiller door seal torn',
    },
  });
  return item;
}

/** A photo added through the service, as an upload by `by` would. */
export async function addTestPhoto(
  deps: AppDeps,
  by: Parameters<typeof sessionUserOf>[0],
  checklistId: string,
  target: PhotoTarget,
) {
  const data = await phonePhoto(400, 300);
  return addPhoto(deps, sessionUserOf(by), checklistId, target, async () => data);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A "PNG bomb": a file of a few hundred bytes whose header claims 100,000 × 100,000 pixels
 * (40 GB once decoded). Made from a real small PNG with its IHDR dimensions rewritten.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // Signature (8), chunk length (4), "IHDR" (4), then width and height; CRC after 13 bytes.
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}
