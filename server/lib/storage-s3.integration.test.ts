/**
 * Uploads in S3 (a real S3 server on loopback, reached through @aws-sdk/client-s3), through two app instances that
 * share only the database and the bucket, as behind a load balancer: a document uploaded through A downloads
 * through B, an avatar and a logo uploaded through A show through B, with the same headers as on disk. The
 * orphan-file clean-up and the LGPD erasure remove objects from the bucket; nothing is written to either
 * instance's disk. Also across the two instances (docs/reliability.md "Várias instâncias"): a move through A reaches a
 * board open on B, and a logout through A is refused through B at once. On PostgreSQL, B has its own pool and LISTEN
 * connection.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../shared/schemas/deals.ts';
import { notifierFor, storageFor } from '../bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { cpfFromBase } from '../db/seed.ts';
import type { Deps } from '../deps.ts';
import { TINY_PNG } from '../test/fixtures.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../test/harness.ts';
import { trpcOverHttp } from '../test/http-trpc.ts';
import { openSse } from '../test/sse.ts';
import { removeOrphanFiles } from './orphan-files.ts';
import { createReadCaches } from './read-cache.ts';
import { createS3Client } from './storage-s3.ts';

let env: TestEnv;
let a: HttpServer;
let b: HttpServer;
let depsB: Deps;
let handleB: DatabaseHandle | null = null;
let admin: Session;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const deal = (name: string, cpf: string): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: cpf,
      birthDate: '1988-08-08',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Olga',
      incomes: [{ mensalIncome: 12000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 240000,
  deadline: 360,
  asset: { kind: 'realty', value: 400000, type: 'apartamento', isRegistered: true },
});

beforeAll(async () => {
  env = await createTestEnv({ storage: 's3' });
  // Instance B: its own data folder and S3 client, and on PostgreSQL its own connection pool and LISTEN; the same
  // database and bucket. (The embedded PGlite has one process only, so there B shares A's handle.)
  const dataDir = await mkdtemp(path.join(env.dataDir, 'b-'));
  const config = { ...env.deps.config, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
  handleB = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 }) : null;
  const notifierB = handleB ? notifierFor(handleB, env.deps.log) : env.deps.notifier;
  depsB = { ...env.deps, config, storage: storageFor(config), ...(handleB ? { db: handleB.db } : {}), notifier: notifierB, caches: createReadCaches(notifierB, env.deps.log) };
  [a, b] = await Promise.all([startHttp(env.deps), startHttp(depsB)]);
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (handleB) {
    await depsB.notifier.close();
    await handleB.close();
  }
  await env?.close();
});

const auth = () => ({ authorization: `Bearer ${admin.accessData.accessToken}` });
const s3Config = () => {
  if (env.deps.config.storage.kind !== 's3') throw new Error('this file runs on S3');
  return env.deps.config.storage;
};
/** Whether the bucket holds `key`, asked of the S3 server directly. */
async function inBucket(key: string): Promise<boolean> {
  const s = s3Config();
  try {
    await createS3Client(s).send(new HeadObjectCommand({ Bucket: s.bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}
async function uploadDocument(server: HttpServer, dealId: string, documentId: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return fetch(`${server.baseUrl}/api/v1/deals/${dealId}/documents/${documentId}`, { method: 'POST', headers: auth(), body: form });
}
const fileKey = async (documentId: string) => (await env.deps.db.selectFrom('deal_documents').select('file_key').where('id', '=', documentId).executeTakeFirstOrThrow()).file_key!;

describe('uploads in S3, two instances', () => {
  it('runs on S3, not on disk', () => {
    expect(env.s3).not.toBeNull();
    expect(s3Config()).toMatchObject({ bucket: 'credito-test', endpoint: env.s3!.endpoint, forcePathStyle: true });
  });

  it('a document uploaded through A downloads through B, streamed with its type, name and length', async () => {
    const { id } = await admin.caller.deals.create(deal('Bruna Balanceada', cpfFromBase('112358132')));
    const [iptu] = (await admin.caller.deals.get({ id })).documents;
    expect((await uploadDocument(a, id, iptu.id, PDF, 'IPTU 2026.pdf')).status).toBe(200);
    const key = await fileKey(iptu.id);
    expect(await inBucket(key)).toBe(true);

    const file = await fetch(`${b.baseUrl}/api/v1/deals/${id}/documents/${iptu.id}/file`, { headers: auth() });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''IPTU%202026.pdf`);
    expect(file.headers.get('content-length')).toBe(String(PDF.byteLength));
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    // Neither instance wrote it to its own disk.
    expect(existsSync(path.join(env.deps.config.uploadsDir, key))).toBe(false);
    expect(existsSync(path.join(depsB.config.uploadsDir, key))).toBe(false);
  });

  it('an avatar and a company logo uploaded through A show through B; an unknown image is 404', async () => {
    const png = (name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), name);
      return form;
    };
    const avatar = await fetch(`${a.baseUrl}/api/v1/user/upload`, { method: 'POST', headers: auth(), body: png('eu.png') });
    const logo = await fetch(`${a.baseUrl}/api/v1/company/logo`, { method: 'POST', headers: auth(), body: png('logo.png') });
    expect([avatar.status, logo.status]).toEqual([200, 200]);
    const { avatarUrl } = (await avatar.json()) as { avatarUrl: string };
    const { logoUrl } = (await logo.json()) as { logoUrl: string };
    for (const url of [avatarUrl, logoUrl]) {
      const img = await fetch(`${b.baseUrl}${url}`);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.headers.get('content-disposition')).toBe('inline');
      expect(img.headers.get('x-content-type-options')).toBe('nosniff');
      expect(img.headers.get('content-length')).toBe(String(TINY_PNG.byteLength));
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(TINY_PNG);
    }
    expect((await fetch(`${b.baseUrl}/uploads/logos/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
  });

  it('the orphan-file clean-up removes unreferenced objects from the bucket and keeps referenced ones', async () => {
    const { id } = await admin.caller.deals.create(deal('Otília Objeto', cpfFromBase('161803398')));
    const [iptu] = (await admin.caller.deals.get({ id })).documents;
    expect((await uploadDocument(a, id, iptu.id, PDF, 'iptu.pdf')).status).toBe(200);
    const kept = await fileKey(iptu.id);
    const orphans = [await env.deps.storage.put('documents', 'pdf', PDF), await depsB.storage.put('logos', 'png', TINY_PNG)];

    const result = await removeOrphanFiles(env.deps, { minAgeMs: 0, now: new Date(Date.now() + 60_000) });
    expect(result.removed).toEqual(expect.arrayContaining(orphans));
    expect(result.removed).not.toContain(kept);
    for (const key of orphans) expect(await inBucket(key)).toBe(false);
    expect(await inBucket(kept)).toBe(true);
    expect((await fetch(`${b.baseUrl}/api/v1/deals/${id}/documents/${iptu.id}/file`, { headers: auth() })).status).toBe(200);
  });

  it('LGPD erasure removes the customer’s open-deal files from the bucket', async () => {
    const { id } = await admin.caller.deals.create(deal('Elisa Apagada', cpfFromBase('141421356')));
    const [iptu] = (await admin.caller.deals.get({ id })).documents;
    expect((await uploadDocument(b, id, iptu.id, PDF, 'iptu.pdf')).status).toBe(200);
    const key = await fileKey(iptu.id);
    expect(await inBucket(key)).toBe(true);
    const customerId = (await admin.caller.deals.get({ id })).associates[0].customer_id!;

    expect((await admin.caller.dataSubject.anonymiseCustomer({ customerId, reason: 'Pedido do titular' })).filesRemoved).toBe(1);
    expect(await inBucket(key)).toBe(false);
    expect(await depsB.storage.open(key)).toBeNull();
  });

  it('a move made through A reaches a board open on B, live', async () => {
    const { id } = await admin.caller.deals.create(deal('Mara Movida', cpfFromBase('314159265')));
    const detail = await admin.caller.deals.get({ id });
    const ticket = await trpcOverHttp<{ ticket: string }>(b.baseUrl, admin.accessData.accessToken, 'pipelines.streamTicket');
    expect(ticket.status).toBe(200);
    const stream = await openSse(b.baseUrl, 'pipelines.events', { pipeline: detail.pipeline.slug }, { ticket: ticket.data!.ticket });
    try {
      expect(await stream.until((ev) => ev.some((e) => e.event === 'connected'))).toBe(true);
      const moved = await trpcOverHttp(a.baseUrl, admin.accessData.accessToken, 'deals.move', { id, stage: 'registration', version: detail.version });
      expect(moved.status, JSON.stringify(moved.error)).toBe(200);
      expect(await stream.until((ev) => ev.some((e) => JSON.stringify(e.data ?? '').includes(id)), 5000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('a logout through A is refused through B at once', async () => {
    const session = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    const token = session.accessData.accessToken;
    // B has read (and may cache) the session before the logout.
    expect((await fetch(`${b.baseUrl}/api/v1/user/authorized`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await trpcOverHttp(a.baseUrl, token, 'auth.logout')).status).toBe(200);
    expect((await fetch(`${b.baseUrl}/api/v1/user/authorized`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('/readyz says the bucket is up on A, and 503 "storage down" on an instance whose bucket is missing', async () => {
    const ready = await fetch(`${a.baseUrl}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', database: 'up', storage: 'up' }]);
    const lost = await startHttp({ ...env.deps, storage: storageFor({ ...env.deps.config, storage: { ...s3Config(), bucket: 'balde-apagado' } }) });
    try {
      const res = await fetch(`${lost.baseUrl}/readyz`);
      expect([res.status, await res.json()]).toEqual([503, { status: 'unavailable', database: 'up', storage: 'down' }]);
    } finally {
      await lost.close();
    }
  });
});
