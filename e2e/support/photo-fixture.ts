import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A 12-megapixel (4000 × 3000) phone-like JPEG with EXIF and a GPS position: fine grain over
 * soft shapes, so it weighs what a phone photo does (several MB) rather than a flat colour's few kB.
 */
export async function twelveMegapixelPhoto(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'chiller-door-12mp.jpg');
  const width = 4000;
  const height = 3000;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 34 },
    },
  })
    .blur(0.7)
    .toBuffer({ resolveWithObject: true });
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#9fb7c9"/><stop offset="1" stop-color="#3d4f5c"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="700" y="400" width="2600" height="2200" rx="60" fill="#d9dde0"/>
      <rect x="900" y="600" width="60" height="1800" fill="#222"/>
      <circle cx="3000" cy="1500" r="120" fill="#b03a2e"/>
    </svg>`,
  );
  await sharp(shapes)
    .composite([{ input: grain.data, raw: grain.info, blend: 'overlay' }])
    .jpeg({ quality: 94 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'E2E' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2664/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .toFile(file);
  return file;
}

/** A small photo to attach, where the resizing itself is not what is tested. */
export async function smallPhoto(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'small-photo.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8fa3b1' } })
    .jpeg()
    .toFile(file);
  return file;
}
