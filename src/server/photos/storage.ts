import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { PhotoStorage } from './storage-types';

export { PhotoStorageError, type PhotoStorage } from './storage-types';

export const photoKey = (checklistId: string, photoId: string, thumbnail = false) =>
  `${checklistId}/${photoId}${thumbnail ? '-thumb' : ''}.jpg`;

const opened = new WeakMap<Config, PhotoStorage>();

/** The storage the configuration names, made once per configuration (so once per app). */
export function photoStorageFor(config: Config): PhotoStorage {
  let storage = opened.get(config);
  if (!storage) {
    storage = config.s3
      ? createS3Storage(config.s3)
      : createDiskStorage(path.join(config.dataDir, 'photos'));
    opened.set(config, storage);
  }
  return storage;
}
