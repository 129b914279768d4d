/**
 * The Storage contract, run against both backends: local disk and S3 (a real S3 server on loopback reached through
 * @aws-sdk/client-s3). Whatever the app does with files (documents, avatars, logos, the orphan-file clean-up, LGPD
 * erasure) relies on exactly these behaviours.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { type S3TestServer, startS3Server } from '../../scripts/lib/s3-server.ts';
import { createDiskStorage, KEY_PATTERN, type Storage } from './storage.ts';
import { createS3Client, createS3Storage, type S3Settings } from './storage-s3.ts';

let s3: S3TestServer;
let settings: S3Settings;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['contrato'] });
  settings = { bucket: 'contrato', endpoint: s3.endpoint, region: s3.region, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }, forcePathStyle: true };
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
});
afterAll(async () => {
  await s3?.close();
});

/** Puts a file the app did not name (someone's copy, a README) straight into the backend. */
const foreignWriters: Record<string, (name: string) => Promise<void>> = {
  disk: (name) => writeFile(path.join(diskRoot, 'documents', name), 'x'),
  s3: async (name) => {
    await createS3Client(settings).send(new PutObjectCommand({ Bucket: settings.bucket, Key: `documents/${name}`, Body: Buffer.from('x'), ContentLength: 1 }));
  },
};

const backends: [string, () => Storage][] = [
  ['disk', () => createDiskStorage(diskRoot)],
  ['s3', () => createS3Storage(settings)],
];

describe.each(backends)('Storage contract: %s', (kind, make) => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

  it('puts under a generated key and gets the same bytes back, whole or streamed with their length', async () => {
    const storage = make();
    const key = await storage.put('documents', 'pdf', PDF);
    expect(key).toMatch(KEY_PATTERN);
    expect(key.startsWith('documents/')).toBe(true);
    expect(key.endsWith('.pdf')).toBe(true);
    expect(Buffer.from((await storage.get(key))!).equals(Buffer.from(PDF))).toBe(true);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(PDF.byteLength);
    expect(opened?.body).toBeInstanceOf(Readable);
    expect((await buffer(opened!.body)).equals(Buffer.from(PDF))).toBe(true);
    // Two puts of the same bytes are two files.
    expect(await storage.put('documents', 'pdf', PDF)).not.toBe(key);
  });

  it('streams a large file in chunks (nothing needs the whole file in memory)', async () => {
    const storage = make();
    const big = new Uint8Array(3_000_000).map((_, i) => i % 251);
    const key = await storage.put('documents', 'pdf', big);
    const opened = (await storage.open(key))!;
    expect(opened.size).toBe(big.byteLength);
    let chunks = 0;
    let bytes = 0;
    for await (const chunk of opened.body) {
      chunks += 1;
      bytes += (chunk as Buffer).byteLength;
    }
    expect(bytes).toBe(big.byteLength);
    expect(chunks).toBeGreaterThan(1);
  });

  it('answers null for a missing file, removes files (a missing one too) and tells they are gone', async () => {
    const storage = make();
    const key = await storage.put('avatars', 'png', PDF);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(await storage.get('avatars/00000000-0000-0000-0000-000000000000.png')).toBeNull();
  });

  it('lists the files of one prefix with when they were written, skipping names the app did not generate', async () => {
    const storage = make();
    const before = Date.now() - 60_000;
    const logo = await storage.put('logos', 'svg', PDF);
    const doc = await storage.put('documents', 'pdf', PDF);
    await foreignWriters[kind]('LEIA-ME.txt');
    const logos = await storage.list('logos');
    expect(logos.map((f) => f.key)).toContain(logo);
    expect(logos.map((f) => f.key)).not.toContain(doc);
    const listed = logos.find((f) => f.key === logo)!;
    expect(listed.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(listed.modifiedAt.getTime()).toBeLessThan(Date.now() + 60_000);
    const documents = (await storage.list('documents')).map((f) => f.key);
    expect(documents).toContain(doc);
    expect(documents.every((k) => KEY_PATTERN.test(k))).toBe(true);
    expect(await storage.list('nada-aqui')).toEqual([]);
  });

  it('refuses keys it did not generate (no path from a user reaches the disk or the bucket)', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'documents/../../x.pdf', 'documents/x.pdf', '/documents/00000000-0000-0000-0000-000000000000.pdf']) {
      // Nothing can be stored under such a name, so reading finds nothing; removing one is a bug and says so.
      expect(await storage.get(key)).toBeNull();
      expect(await storage.open(key)).toBeNull();
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('Storage reachability (what /readyz reports)', () => {
  it('a writable folder and an existing bucket are reachable', async () => {
    expect(await createDiskStorage(diskRoot).reachable()).toBe(true);
    expect(await createS3Storage(settings).reachable()).toBe(true);
  });

  it('a folder that cannot be created, a missing bucket and a store that does not answer are not', async () => {
    const file = path.join(diskRoot, 'um-arquivo');
    await writeFile(file, 'x');
    expect(await createDiskStorage(path.join(file, 'uploads')).reachable()).toBe(false);
    expect(await createS3Storage({ ...settings, bucket: 'nao-existe' }).reachable()).toBe(false);
    const port = await freePort();
    const started = performance.now();
    expect(await createS3Storage({ ...settings, endpoint: `http://127.0.0.1:${port}` }).reachable()).toBe(false);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
