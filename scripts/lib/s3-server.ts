/**
 * A real S3-compatible server on 127.0.0.1 for tests and local trials: s3rver (npm `@20minutes/s3rver`, the
 * maintained fork of s3rver) keeping objects in a folder. The app reaches it through `@aws-sdk/client-s3` over
 * HTTP exactly as it would reach AWS, MinIO or any other store; nothing of the client is mocked.
 *
 *   const s3 = await startS3Server({ buckets: ['credito'] });   // S3_ENDPOINT = s3.endpoint, S3_FORCE_PATH_STYLE
 *   await s3.close();
 *
 * Chosen because it installs with `npm ci` like any dev dependency (no system package, no download of a binary):
 * Debian 12 ships no S3 server (no moto, no MinIO), and the original s3rver has had no release since 2021.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

interface S3rverOptions {
  address: string;
  port: number;
  silent: boolean;
  allowMismatchedSignatures: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
// The package ships no types; this is the part of its API used here.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: S3rverOptions) => S3rverInstance;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`: give it to the app as S3_ENDPOINT (with path-style addressing). */
  endpoint: string;
  /** Any non-empty pair is accepted (the server does not check signatures against real accounts). */
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  close(): Promise<void>;
}

export async function startS3Server(opts: { buckets?: string[]; port?: number; directory?: string } = {}): Promise<S3TestServer> {
  const directory = opts.directory ?? (await mkdtemp(path.join(os.tmpdir(), 's3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    silent: true,
    // s3rver canonicalises ListObjectsV2's query differently from the current SDK and refuses its signature; the
    // account is still checked, and signing is the SDK's business, which AWS and MinIO check for real.
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: (opts.buckets ?? []).map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    async close() {
      // The SDK keeps connections alive; close them so the server can stop at once.
      server.httpServer?.closeAllConnections();
      await server.close();
      if (!opts.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
