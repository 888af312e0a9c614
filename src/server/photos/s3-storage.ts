import type * as S3 from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { PhotoStorageError, type PhotoStorage } from './storage-types';

const isMissing = (error: unknown) => error instanceof Error && error.name === 'NoSuchKey';

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph...). Objects stay private: the app streams them to
 * readers it has checked, so no URL to the bucket ever reaches a browser.
 */
export function createS3Storage(config: S3Config): PhotoStorage {
  // The SDK (some 30 MiB once loaded) comes with the first photo read or written, not at start.
  let opened: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const s3 = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // An unreachable bucket is reported within seconds instead of holding the upload open.
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 3000, requestTimeout: 15000 },
      }),
    })));
  const Bucket = config.bucket;
  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new PhotoStorageError(`Photo storage (S3) failed: ${String(error)}`, { cause: error });
    }
  };
  const removeKeys = async (keys: readonly string[]) => {
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  };

  async function read(key: string): Promise<Readable | null> {
    try {
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new PhotoStorageError(`Photo storage (S3) failed: ${String(error)}`, { cause: error });
    }
  }

  return {
    kind: 's3',
    put: (key, data) =>
      wrap(async () => {
        const { sdk, client } = await s3();
        await client.send(
          new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: 'image/jpeg' }),
        );
      }),
    read,
    async readBuffer(key) {
      const stream = await read(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    remove: (keys) => wrap(() => removeKeys(keys)),
    removeChecklist: (checklistId) =>
      wrap(async () => {
        const { sdk, client } = await s3();
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({ Bucket, Prefix: `${checklistId}/`, ContinuationToken }),
          );
          const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
          if (keys.length > 0) await removeKeys(keys);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }),
  };
}
