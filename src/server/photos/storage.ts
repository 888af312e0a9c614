import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { PhotoStorage } from './storage-types';

export { PhotoStorageError, type PhotoStorage } from './storage-types';

export const photoKey = (checklistId: string, photoId: string, thumbnail = false) =>
  `${checklistId}/${photoId}${thumbnail ? '-thumb' : ''}.jpg`;

/** The storage the configuration names: the app's one (deps.photos). */
export function openPhotoStorage(config: Config): PhotoStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createDiskStorage(path.join(config.dataDir, 'photos'));
}
