/**
 * The orphan-file clean-up job (part of R2, docs/design/security.md): real files in the test's upload folder, real rows
 * naming some of them. Old files nobody references go; referenced files, recent ones (an upload may still be
 * committing) and files the app did not name stay. Runs at start and on an hourly timer that never keeps the process
 * alive; with the database down it removes nothing. An upload whose row fails to commit removes its own bytes at once.
 */
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../shared/schemas/deals.ts';
import { type Database, openDatabase } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { receiveFile } from '../domains/deals/documents.service.ts';
import { capturedLogger } from '../test/captured-logger.ts';
import { randomCpf, TINY_PNG } from '../test/fixtures.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../test/harness.ts';
import { FILE_REFERENCES, removeOrphanFiles, startOrphanFileCleanup } from './orphan-files.ts';

let env: TestEnv;
let operator: Session;
const HOUR = 3_600_000;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  env = await createTestEnv();
  operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
});
afterAll(async () => {
  await env?.close();
});

const file = (key: string) => path.join(env.deps.config.uploadsDir, key);
/** Backdates a stored file, as if it had been written `ms` ago. */
async function age(key: string, ms: number): Promise<void> {
  const t = new Date(Date.now() - ms);
  await utimes(file(key), t, t);
}

function dealInput(): TDealCreateRequest {
  return {
    operationType: 'Financing',
    associates: [
      {
        main: true,
        personType: 'individual',
        name: 'Olívia Órfã',
        document: randomCpf(),
        birthDate: '1988-08-08',
        gender: 'feminino',
        maritalStatus: 'solteiro',
        motherName: 'Odete',
        incomes: [{ mensalIncome: 12000, professionalProfile: 'assalariado', main: true }],
      },
    ],
    operationValue: 240000,
    deadline: 360,
    asset: { kind: 'realty', value: 400000, type: 'apartamento', isRegistered: true },
  };
}

/** A deal of the demo operator and its first checklist item. */
async function dealWithDocument() {
  const { id } = await operator.caller.deals.create(dealInput());
  const deal = await env.deps.db.selectFrom('deals').select(['id', 'company_id', 'pipeline_key', 'stage']).where('id', '=', id).executeTakeFirstOrThrow();
  const doc = await env.deps.db.selectFrom('deal_documents').select(['id', 'label', 'file_key', 'associate_id']).where('deal_id', '=', id).orderBy('position').executeTakeFirstOrThrow();
  return { deal, doc };
}

/** A logger whose lines the test can read. */
describe('orphan-file clean-up', () => {
  it('removes old unreferenced files of every prefix and keeps referenced, recent and foreign ones', async () => {
    const { storage, db } = env.deps;
    // Referenced, one per referencing column: a real upload, an avatar, the company logo, a bank logo.
    const { deal, doc } = await dealWithDocument();
    await operator.caller.deals.uploadDocument({ dealId: deal.id, documentId: doc.id, fileName: 'rg.pdf', bytes: PDF });
    const { file_key: documentKey } = await db.selectFrom('deal_documents').select('file_key').where('id', '=', doc.id).executeTakeFirstOrThrow();
    const avatar = await storage.put('avatars', 'png', TINY_PNG);
    await db.updateTable('users').set({ avatar_path: avatar }).where('id', '=', env.demo.users.operator.id).execute();
    const companyLogo = await storage.put('logos', 'png', TINY_PNG);
    await db.updateTable('companies').set({ logo_path: companyLogo }).where('id', '=', env.demo.companyId).execute();
    const bank = await db.selectFrom('bank_partners').select('id').limit(1).executeTakeFirstOrThrow();
    const bankLogo = await storage.put('logos', 'png', TINY_PNG);
    await db.updateTable('bank_partners').set({ logo_path: bankLogo }).where('id', '=', bank.id).execute();
    const referenced = [documentKey!, avatar, companyLogo, bankLogo];
    // Orphans: bytes stored, no row ever committed.
    const orphans = [await storage.put('documents', 'pdf', PDF), await storage.put('avatars', 'png', TINY_PNG), await storage.put('logos', 'png', TINY_PNG)];
    const recent = await storage.put('documents', 'pdf', PDF);
    const foreign = path.join(env.deps.config.uploadsDir, 'documents', 'LEIA-ME.txt');
    await writeFile(foreign, 'não é do app');
    for (const key of [...referenced, ...orphans]) await age(key, 2 * HOUR);
    const t = new Date(Date.now() - 2 * HOUR);
    await utimes(foreign, t, t);

    const result = await removeOrphanFiles(env.deps, { minAgeMs: HOUR });

    expect([...result.removed].sort()).toEqual([...orphans].sort());
    expect(result.tooRecent).toBe(1);
    for (const key of orphans) expect(existsSync(file(key))).toBe(false);
    for (const key of [...referenced, recent]) expect(existsSync(file(key))).toBe(true);
    expect(existsSync(foreign)).toBe(true);
    // The uploaded document still downloads, byte for byte.
    const download = await (await operator.caller.deals.downloadDocument({ dealId: deal.id, documentId: doc.id })).open();
    expect((await buffer(download.body)).equals(Buffer.from(PDF))).toBe(true);
  });

  it('knows every column that holds storage keys (a new *_path or file_key column must join FILE_REFERENCES)', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and (column_name like '%\\_path' or column_name like '%file\\_key')`.execute(env.deps.db);
    const inDatabase = rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
    expect(inDatabase).toEqual(FILE_REFERENCES.map((r) => `${r.table}.${r.column}`).sort());
  });

  it('runs at start-up and again on its timer, which never keeps the process alive', async () => {
    const { log, lines } = capturedLogger();
    await removeOrphanFiles(env.deps, { minAgeMs: 0 });
    const orphan = await env.deps.storage.put('documents', 'pdf', PDF);
    // A file written this very millisecond can carry an mtime a fraction of a millisecond past Date.now() (which
    // truncates): with a minimum age of 0 it would read as "recent". A second back makes it plainly older.
    await age(orphan, 1000);
    const job = startOrphanFileCleanup({ ...env.deps, log, config: { ...env.deps.config, orphanFileMinAgeMinutes: 0 } }, 100);
    try {
      expect(job.keepsProcessAlive()).toBe(false);
      expect((await job.firstRun)?.removed).toEqual([orphan]);
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'orphan file clean-up', removed: 1, minAgeMinutes: 0 }));
      // Bytes orphaned later are removed by a later run.
      const later = await env.deps.storage.put('logos', 'png', TINY_PNG);
      await expect.poll(() => existsSync(file(later)), { timeout: 5000 }).toBe(false);
    } finally {
      job.stop();
    }
  });

  it('with the database unreachable, removes nothing and logs a warning (the next run tries again)', async () => {
    const { log, lines } = capturedLogger();
    // A port nobody listens on: every query is refused, as with the database server down.
    const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/credito', poolSize: 1 });
    const orphan = await env.deps.storage.put('documents', 'pdf', PDF);
    await age(orphan, 2 * HOUR);
    const job = startOrphanFileCleanup({ ...env.deps, db: down.db, log, config: { ...env.deps.config, orphanFileMinAgeMinutes: 60 } });
    try {
      expect(await job.firstRun).toBeNull();
      expect(existsSync(file(orphan))).toBe(true);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'orphan file clean-up failed; retried at the next run' }));
    } finally {
      job.stop();
      await down.close();
    }
    await removeOrphanFiles(env.deps, { minAgeMs: HOUR });
  });
});

describe('an upload whose row does not commit', () => {
  /** The app's deps with a database whose transactions fail with `err` (everything else is the real one). */
  function failingTransactions(err: Error): Deps {
    const real = env.deps.db;
    const db = new Proxy(real, {
      get(target, prop) {
        if (prop === 'transaction') return () => ({ execute: async () => Promise.reject(err) });
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Database;
    return { ...env.deps, db };
  }
  const meta = { ip: '127.0.0.1', userAgent: null, requestId: 'orphan-test' };
  const storedDocuments = async () => (await env.deps.storage.list('documents')).map((f) => f.key);

  it('removes its bytes at once when the transaction failed', async () => {
    const { deal, doc } = await dealWithDocument();
    const before = await storedDocuments();
    await expect(receiveFile(failingTransactions(new Error('violates check constraint')), deal, doc, { bytes: PDF, fileName: 'rg.pdf' }, env.demo.users.operator.id, meta)).rejects.toThrow(
      'violates check constraint',
    );
    expect((await storedDocuments()).sort()).toEqual(before.sort());
    const row = await env.deps.db.selectFrom('deal_documents').select(['status', 'file_key']).where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', file_key: null });
  });

  it('leaves them to the clean-up job when the connection was lost (the commit may have happened)', async () => {
    const { deal, doc } = await dealWithDocument();
    const before = await storedDocuments();
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    await expect(receiveFile(failingTransactions(lost), deal, doc, { bytes: PDF, fileName: 'rg.pdf' }, env.demo.users.operator.id, meta)).rejects.toThrow('Connection terminated');
    const left = (await storedDocuments()).filter((k) => !before.includes(k));
    expect(left).toHaveLength(1);
    await age(left[0], 1000);
    const result = await removeOrphanFiles(env.deps, { minAgeMs: 0 });
    expect(result.removed).toEqual(left);
  });
});
