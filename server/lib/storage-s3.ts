import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, KEY_PATTERN, newStorageKey, type Storage, type StoredFile } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Unset: the provider's default (AWS); any S3-compatible store otherwise. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name: what most self-hosted stores need. */
  forcePathStyle: boolean;
}

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // Checksums only where the API demands them: S3-compatible stores differ in which newer checksum headers they know.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** How long /readyz waits for the bucket to answer. */
const READY_TIMEOUT_MS = 2000;

const isMissing = (err: unknown) => err instanceof NoSuchKey || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

/** The same keys as disk storage (`prefix/uuid.ext`), as objects of one bucket, so every instance sees every file. */
export function createS3Storage(s: S3Settings, client: S3Client = createS3Client(s)): Storage {
  const Bucket = s.bucket;
  const fetchObject = async (key: string) => {
    // No object can have a name this app does not generate: nothing to ask the store about.
    if (!KEY_PATTERN.test(key)) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    async put(prefix, extension, bytes) {
      const key = newStorageKey(prefix, extension);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }));
      return key;
    },
    async get(key) {
      const object = await fetchObject(key);
      return object?.Body ? object.Body.transformToByteArray() : null;
    },
    async open(key) {
      const object = await fetchObject(key);
      // In Node the body is the HTTP response itself: piping it streams the object without holding it in memory.
      if (!object?.Body || !(object.Body instanceof Readable)) return null;
      return { body: object.Body, size: object.ContentLength ?? 0 };
    },
    async remove(key) {
      assertStorageKey(key);
      // Deleting a missing object succeeds in S3, as `rm --force` does on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          // Only names this app generates, directly under the prefix (as on disk).
          if (o.Key && KEY_PATTERN.test(o.Key) && o.Key.startsWith(`${prefix}/`)) files.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    async reachable() {
      // A store that does not answer quickly is as good as down for a load balancer's readiness probe.
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS) });
        return true;
      } catch {
        return false;
      }
    },
  };
}
