import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CHECK_KEY, PhotoStorageError, type PhotoStorage } from './storage-types';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Photos under DATA_DIR/photos/<checklistId>/; written to a temporary name, then renamed. */
export function createDiskStorage(root: string): PhotoStorage {
  // Keys are made by the server from ids it generated; the check keeps a bug from escaping root.
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad photo key ${key}`);
    return file;
  };
  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new PhotoStorageError(`Photo storage failed: ${String(error)}`, { cause: error });
    }
  };

  return {
    kind: 'disk',
    put: (key, data) =>
      wrap(async () => {
        const file = fileOf(key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.part`, data);
        await rename(`${file}.part`, file);
      }),
    async read(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(file) as Readable;
    },
    async readBuffer(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: (keys) =>
      wrap(async () => {
        await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
      }),
    removeChecklist: (checklistId) =>
      wrap(() => rm(fileOf(checklistId), { recursive: true, force: true })),
    check: () =>
      wrap(async () => {
        await mkdir(root, { recursive: true });
        await writeFile(path.join(root, CHECK_KEY), '');
        await rm(path.join(root, CHECK_KEY), { force: true });
      }),
  };
}
