/**
 * External security review, uploads (docs/security-evidence.md): who may send a multipart body is checked before the
 * body is read, and a document downloads under the extension of its detected type, never the one it was sent with.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import type { TDealCreateRequest } from '../../shared/schemas/deals.ts';
import { cpfFromBase } from '../db/seed.ts';
import { issueTrackingToken } from '../domains/public-deals/tracking-links.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
let server: HttpServer;
let operator: Session;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  env = await createTestEnv();
  server = await startHttp(env.deps);
  operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
});
afterAll(async () => {
  await server?.close();
  await env?.close();
});

/**
 * Starts a 20 MB multipart upload, sends only its first 64 kB and waits for an answer: one that comes now was given
 * before the body was read. Null: nothing came within `ms` (the server was waiting for the rest of the body).
 */
function startLargeUpload(urlPath: string, headers: Record<string, string> = {}, ms = 2000): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.baseUrl}${urlPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=----limite', 'Content-Length': String(20_000_000), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, ms);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (err) => {
      // The server may close the connection while the client is still writing: the answer has already arrived then.
      if ((err as NodeJS.ErrnoException).code !== 'EPIPE' && (err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
    req.write(Buffer.concat([Buffer.from('------limite\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\n\r\n'), Buffer.alloc(64 * 1024, 0x41)]));
  });
}

const dealInput = (base: string): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Rita Arquivos',
      document: cpfFromBase(base),
      birthDate: '1985-03-03',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Ana',
      incomes: [{ mensalIncome: 9000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 200000,
  deadline: 360,
  asset: { kind: 'realty', value: 350000, type: 'apartamento', isRegistered: true },
});

describe('uploads are refused before their body is read', () => {
  it('an anonymous upload is refused before its body is read', async () => {
    for (const path of ['/api/v1/user/upload', `/api/v1/deals/${ZERO}/documents/${ZERO}`, '/api/v1/company/logo', `/api/v1/bank-partners/${ZERO}/logo`]) {
      const answer = await startLargeUpload(path);
      expect(answer, path).not.toBeNull();
      expect(answer!.status, path).toBe(401);
      expect(JSON.parse(answer!.body)).toMatchObject({ type: 'UNAUTHENTICATED_ERROR' });
    }
  });

  it('an upload with an ended session is refused before its body is read', async () => {
    const session = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    await session.caller.auth.logout();
    const answer = await startLargeUpload('/api/v1/user/upload', { Authorization: `Bearer ${session.accessData.accessToken}` });
    expect(answer?.status).toBe(401);
  });

  it('an upload through an unknown tracking link is refused before its body is read', async () => {
    const answer = await startLargeUpload(`/api/v1/public/tracking/nao-existe-este-link/documents/${ZERO}`);
    expect(answer?.status).toBe(404);
    expect(JSON.parse(answer!.body)).toMatchObject({ type: 'ENTITY_NOT_FOUND_ERROR' });
  });

  it('a signed-in upload and a live tracking link still get their bodies read', async () => {
    const { id } = await operator.caller.deals.create(dealInput('161803398'));
    const [first, second] = (await operator.caller.deals.get({ id })).documents;
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'iptu.pdf');
    const staff = await fetch(`${server.baseUrl}/api/v1/deals/${id}/documents/${first.id}`, { method: 'POST', headers: { authorization: `Bearer ${operator.accessData.accessToken}` }, body: form });
    expect(staff.status).toBe(200);

    const deal = await env.deps.db.selectFrom('deals').select(['id', 'company_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const token = await issueTrackingToken(env.deps.db, deal.id, deal.company_id);
    const customer = new FormData();
    customer.append('file', new Blob([PDF]), 'matricula.pdf');
    expect((await fetch(`${server.baseUrl}/api/v1/public/tracking/${token}/documents/${second.id}`, { method: 'POST', body: customer })).status).toBe(200);
  });
});

describe('an upload cut before its end', () => {
  it('is asked for again in pt-BR, not "Erro unknown"', async () => {
    const { id } = await operator.caller.deals.create(dealInput('173205080'));
    const [first] = (await operator.caller.deals.get({ id })).documents;
    const deal = await env.deps.db.selectFrom('deals').select(['id', 'company_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const token = await issueTrackingToken(env.deps.db, deal.id, deal.company_id);
    // The form's closing boundary never comes: what a phone sends when its connection drops mid-file.
    const cut = Buffer.concat([Buffer.from('------limite\r\nContent-Disposition: form-data; name="file"; filename="rg.pdf"\r\nContent-Type: application/pdf\r\n\r\n'), Buffer.from(PDF)]);
    const res = await fetch(`${server.baseUrl}/api/v1/public/tracking/${token}/documents/${first.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=----limite' },
      body: cut,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'UPLOAD_ERROR', message: MSG.fileInterrupted });
    // Nothing was kept of the cut file: the document is still waiting for one.
    expect((await operator.caller.deals.get({ id })).documents.find((d) => d.id === first.id)?.status).toBe(first.status);
  });
});

describe('a document downloads as what it is', () => {
  it('a PDF sent as "x.jpg" or "foto.exe.pdf" downloads as .pdf', async () => {
    const { id } = await operator.caller.deals.create(dealInput('141421356'));
    const [first, second] = (await operator.caller.deals.get({ id })).documents;
    const headers = { authorization: `Bearer ${operator.accessData.accessToken}` };
    const cases: [string, string, string][] = [
      [first.id, 'x.jpg', 'x.pdf'],
      [second.id, 'foto.exe.pdf', 'foto_exe.pdf'],
    ];
    for (const [documentId, sent, expected] of cases) {
      const form = new FormData();
      form.append('file', new Blob([PDF]), sent);
      expect((await fetch(`${server.baseUrl}/api/v1/deals/${id}/documents/${documentId}`, { method: 'POST', headers, body: form })).status).toBe(200);
      const file = await fetch(`${server.baseUrl}/api/v1/deals/${id}/documents/${documentId}/file`, { headers });
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${expected}`);
    }
    // A file kept under its sent name before this rule still downloads with the detected type's extension.
    await env.deps.db.updateTable('deal_documents').set({ file_name: 'antigo.jpg' }).where('id', '=', first.id).execute();
    const old = await fetch(`${server.baseUrl}/api/v1/deals/${id}/documents/${first.id}/file`, { headers });
    expect(old.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''antigo.pdf`);
  });
});
