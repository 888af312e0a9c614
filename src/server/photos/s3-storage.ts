import type * as S3 from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { errorCode } from '../db/error-code';
import { CHECK_KEY, PhotoStorageError, type PhotoStorage } from './storage-types';

const isMissing = (error: unknown) => error instanceof Error && error.name === 'NoSuchKey';

/** What S3 answers when the bucket, the keys or the endpoint are set up wrong. */
const SETUP_ERRORS: Record<string, string> = {
  NoSuchBucket: 'S3_BUCKET names a bucket that does not exist',
  InvalidBucketName: 'S3_BUCKET is not a valid bucket name',
  InvalidAccessKeyId: 'S3_ACCESS_KEY_ID is not a key this storage knows',
  SignatureDoesNotMatch: 'S3_SECRET_ACCESS_KEY does not match S3_ACCESS_KEY_ID',
  AccessDenied: 'the key may not write to S3_BUCKET',
  AuthorizationHeaderMalformed: 'S3_REGION is not the bucket’s region',
  PermanentRedirect: 'S3_ENDPOINT or S3_REGION is not where the bucket is',
  ENOTFOUND: 'S3_ENDPOINT names a host that is not known',
};

/** The SDK names S3's answers by the error's name; Node's network errors carry a code. */
const codeOf = (error: unknown): string =>
  errorCode(error) ?? (error instanceof Error ? error.name : '');

/** A PhotoStorageError that says which S3 setting to look at when the setup is at fault. */
export function s3Failure(error: unknown, bucket: string): PhotoStorageError {
  const problem = SETUP_ERRORS[codeOf(error)];
  const reason = error instanceof Error ? error.message : String(error);
  return problem
    ? new PhotoStorageError(`Photo storage (S3 bucket ${bucket}): ${problem} (${reason})`, {
        cause: error,
        setup: true,
      })
    : new PhotoStorageError(`Photo storage (S3 bucket ${bucket}) failed: ${reason}`, {
        cause: error,
      });
}

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
      throw s3Failure(error, Bucket);
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
      throw s3Failure(error, Bucket);
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
    check: () =>
      wrap(async () => {
        const { sdk, client } = await s3();
        await client.send(
          new sdk.PutObjectCommand({ Bucket, Key: CHECK_KEY, Body: Buffer.alloc(0) }),
        );
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: CHECK_KEY }));
      }),
  };
}
