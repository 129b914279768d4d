/**
 * The documented REST surface of docs/design/product-spec.md §7 over real HTTP: paths, payloads (login form-encoded),
 * success messages, the docs/design/product-spec.md §8 error shape with fitting statuses, health and readiness, the
 * OpenAPI document and security headers.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../shared/format.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { insertTestUser, randomCpf, TINY_PNG } from '../test/fixtures.ts';
import { createTestEnv, expectNoSecretsInRunLog, type HttpServer, randomIp, startHttp, type TestEnv } from '../test/harness.ts';
import type { JsonBody } from '../test/http-trpc.ts';

let env: TestEnv;
let http: HttpServer;
const secrets = new Set<string>([DEMO_PASSWORD]);
const remember = (...values: string[]) => {
  for (const v of values) secrets.add(v);
};

beforeAll(async () => {
  env = await createTestEnv({ smtp: true });
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
  ip?: string;
}

/** One call as the spec's client makes it: Accept-Language pt-BR, bearer auth when signed in. */
async function call(method: string, urlPath: string, opts: CallOptions = {}): Promise<{ status: number; headers: Headers; body: JsonBody }> {
  const headers: Record<string, string> = { 'Accept-Language': 'pt-BR', 'X-Forwarded-For': opts.ip ?? randomIp(), ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  }
  const res = await fetch(`${http.baseUrl}${urlPath}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/**
 * docs/design/product-spec.md §8: `{ type, message, errors: [{ message, field? }] }`, nothing else (no stack, no
 * internals).
 */
function expectError(res: { status: number; body: JsonBody }, status: number, type: string, message?: string) {
  expect({ status: res.status, type: res.body?.type }).toEqual({ status, type });
  expect(Object.keys(res.body).sort()).toEqual(['errors', 'message', 'type']);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.errors.length).toBeGreaterThan(0);
  for (const e of res.body.errors) {
    expect(typeof e.message).toBe('string');
    expect(Object.keys(e).every((k) => k === 'message' || k === 'field')).toBe(true);
  }
  if (message !== undefined) expect(res.body.message).toBe(message);
  expect(JSON.stringify(res.body)).not.toMatch(/stack|at \w+ \(|node_modules|select |insert |kysely/i);
}

async function login(email: string, password: string) {
  const res = await call('POST', '/api/v1/auth/login', { form: { email, password } });
  expect(res.status).toBe(200);
  remember(res.body.accessData.accessToken, res.body.accessData.refreshToken);
  return res.body as { accessData: { accessToken: string; refreshToken: string; expiresIn: number }; user: { id: string } };
}

let adminToken: string;
beforeAll(async () => {
  adminToken = (await login(env.demo.users.administrator.email, DEMO_PASSWORD)).accessData.accessToken;
});

describe('spec §7 calls', () => {
  it('POST /api/v1/auth/login (form-encoded) → accessData and user', async () => {
    const res = await call('POST', '/api/v1/auth/login', { form: { email: 'ADMIN@demo.com.br ', password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    remember(res.body.accessData.accessToken, res.body.accessData.refreshToken);
    expect(res.body.accessData).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    expect(res.body.user).toMatchObject({ id: env.demo.users.administrator.id, role: { key: 'administrator', permissions: expect.arrayContaining([{ module: 'user', action: 'create' }]) } });
  });

  it('POST /api/v1/auth/login also takes JSON; a wrong password is 401 LOGIN_ERROR', async () => {
    const ok = await call('POST', '/api/v1/auth/login', { json: { email: env.demo.users.operator.email, password: DEMO_PASSWORD } });
    expect(ok.status).toBe(200);
    remember(ok.body.accessData.accessToken, ok.body.accessData.refreshToken);
    expectError(await call('POST', '/api/v1/auth/login', { form: { email: env.demo.users.operator.email, password: 'Errada#2025' } }), 401, 'LOGIN_ERROR', 'Falha ao fazer login');
  });

  it('POST /api/v1/auth/refreshToken → authorization, expiresIn, refreshToken', async () => {
    const s = await login(env.demo.users.personalManager.email, DEMO_PASSWORD);
    const res = await call('POST', '/api/v1/auth/refreshToken', { json: { refreshToken: s.accessData.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authorization: expect.any(String), expiresIn: 900, refreshToken: expect.any(String) });
    remember(res.body.authorization, res.body.refreshToken);
    const me = await call('GET', '/api/v1/user/authorized', { token: res.body.authorization });
    expect(me.body.id).toBe(env.demo.users.personalManager.id);
    // Presented again within the grace window (another tab): the same successor, never a silent refusal (R7).
    const tab = await call('POST', '/api/v1/auth/refreshToken', { json: { refreshToken: s.accessData.refreshToken } });
    expect(tab.status).toBe(200);
    expect(tab.body.refreshToken).toBe(res.body.refreshToken);
    remember(tab.body.authorization);
  });

  it('POST /api/v1/user → 201 “Usuário adicionado com sucesso!”; the new user must POST /api/v1/auth/acceptPolicies', async () => {
    const document = formatCpf(randomCpf());
    const password = 'Rest#Cadastro2025';
    remember(password, document.replace(/\D/g, ''));
    const created = await call('POST', '/api/v1/user', {
      token: adminToken,
      json: {
        name: 'Lívia Rest Souza',
        email: 'livia.rest@demo.com.br',
        cellphone: '(21) 99876-5432',
        roleId: env.roleIds.personalManager,
        password,
        passwordConfirmation: password,
        document,
        birthDate: '1992-07-30',
        gender: 'feminino',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Usuário adicionado com sucesso!');
    expect(created.body.user).toMatchObject({ email: 'livia.rest@demo.com.br', username: 'livia-rest-souza', role: { key: 'personalManager' } });

    const livia = await login('livia.rest@demo.com.br', password);
    expectError(await call('GET', '/api/v1/user', { token: livia.accessData.accessToken }), 403, 'USER_POLICIES_NOT_ACCEPTED_ERROR');
    const accepted = await call('POST', '/api/v1/auth/acceptPolicies', { token: livia.accessData.accessToken, json: {} });
    expect(accepted).toMatchObject({ status: 200, body: { message: 'Termos aceitos com sucesso!' } });
    expect((await call('GET', '/api/v1/user', { token: livia.accessData.accessToken })).status).toBe(200);
  });

  it('POST /api/v1/auth/forgotPassword then POST /api/v1/auth/changePassword → “Senha alterada!”', async () => {
    const user = await insertTestUser(env.deps.db, env.demo);
    remember(user.password, user.document);
    const forgot = await call('POST', '/api/v1/auth/forgotPassword', { json: { email: user.email } });
    expect(forgot).toMatchObject({ status: 200, body: { message: 'Solicitação enviado com sucesso!' } });
    const mail = await env.mailbox.waitFor(user.email, (m) => m.text.includes('/change-password/'));
    const token = /\/change-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const password = 'Rest#Trocada2025';
    remember(token, password);

    const changed = await call('POST', '/api/v1/auth/changePassword', { json: { token, password, passwordConfirmation: password } });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Senha alterada!' } });
    expectError(await call('POST', '/api/v1/auth/changePassword', { json: { token, password, passwordConfirmation: password } }), 400, 'VALIDATION_ERROR');
    await login(user.email, password);
  });

  it('GET /api/v1/user → a page (page 1, size 20 by default); query filters apply', async () => {
    const res = await call('GET', '/api/v1/user', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, total: expect.any(Number), totalPages: expect.any(Number) });
    const filtered = await call('GET', `/api/v1/user?page=1&size=2&roleId=${env.roleIds.operator}&status=active`, { token: adminToken });
    expect(filtered.body.size).toBe(2);
    expect(filtered.body.items.every((u: { role: { key: string } }) => u.role.key === 'operator')).toBe(true);
    expectError(await call('GET', '/api/v1/user?size=abc', { token: adminToken }), 400, 'VALIDATION_ERROR');
  });

  it('GET /api/v1/user/autocomplete?search=', async () => {
    const res = await call('GET', '/api/v1/user/autocomplete?search=Carlos', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: env.demo.users.accountManager.id, name: 'Carlos Contas', email: 'gerente.contas@demo.com.br' }]);
  });

  it('DELETE /api/v1/user/{id}', async () => {
    const user = await insertTestUser(env.deps.db, env.demo);
    const res = await call('DELETE', `/api/v1/user/${user.id}`, { token: adminToken });
    expect(res).toMatchObject({ status: 200, body: { message: 'Usuário excluído com sucesso!' } });
    expectError(await call('DELETE', `/api/v1/user/${randomUUID()}`, { token: adminToken }), 404, 'ENTITY_NOT_FOUND_ERROR');
    expectError(await call('DELETE', '/api/v1/user/nao-e-um-id', { token: adminToken }), 400, 'VALIDATION_ERROR');
  });

  it('POST /api/v1/user/{userId}/role/{roleId} → “Função alterada com sucesso!”', async () => {
    const user = await insertTestUser(env.deps.db, env.demo);
    const res = await call('POST', `/api/v1/user/${user.id}/role/${env.roleIds.subsidiaryManager}`, { token: adminToken });
    expect(res).toMatchObject({ status: 200, body: { message: 'Função alterada com sucesso!' } });
    const row = await env.deps.db.selectFrom('users').select('role_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role_id).toBe(env.roleIds.subsidiaryManager);
  });

  it('PATCH /api/v1/user/subsidiary/change with the subsidiary’s id', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'accountManager' });
    const s = await login(user.email, user.password);
    const res = await call('PATCH', '/api/v1/user/subsidiary/change', { token: s.accessData.accessToken, json: { subsidiary: { id: env.demo.subsidiaries[1].id } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Filial alterada com sucesso!', profile: { subsidiary: { id: env.demo.subsidiaries[1].id } } });
    expectError(await call('PATCH', '/api/v1/user/subsidiary/change', { token: s.accessData.accessToken, json: { id: env.other.subsidiaries[1].id } }), 404, 'ENTITY_NOT_FOUND_ERROR');
  });

  it('GET /api/v1/user/authorized → the current user', async () => {
    const res = await call('GET', '/api/v1/user/authorized', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: env.demo.users.administrator.id, email: 'admin@demo.com.br', username: 'demo-credito', company: { name: 'Demo Crédito' } });
    expectError(await call('GET', '/api/v1/user/authorized'), 401, 'UNAUTHENTICATED_ERROR');
    expectError(await call('GET', '/api/v1/user/authorized', { token: 'abc.def.ghi' }), 401, 'UNAUTHENTICATED_ERROR');
  });

  it('GET /api/v1/user/authorized names the other affiliates only to who may switch to them', async () => {
    const subsidiariesOf = async (email: string) =>
      ((await call('GET', '/api/v1/user/authorized', { token: (await login(email, DEMO_PASSWORD)).accessData.accessToken })).body.subsidiaries as { id: string }[]).map((s) => s.id).sort();
    expect(await subsidiariesOf(env.demo.users.administrator.email)).toEqual(env.demo.subsidiaries.map((s) => s.id).sort());
    // The operator has neither user/changeSubsidiary nor subsidiary/view: their own affiliate only.
    expect(await subsidiariesOf(env.demo.users.operator.email)).toEqual([env.demo.users.operator.subsidiaryId]);
  });

  describe('POST /api/v1/user/upload (multipart)', () => {
    const upload = (token: string, files: { bytes: Uint8Array; name: string; type?: string }[]) => {
      const form = new FormData();
      for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.name);
      return call('POST', '/api/v1/user/upload', { token, body: form });
    };

    it('stores a PNG under a generated name (never the client’s), served with nosniff', async () => {
      const res = await upload(adminToken, [{ bytes: TINY_PNG, name: '../../../../etc/passwd.png' }]);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Foto de perfil atualizada!');
      expect(res.body.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
      const stored = await readdir(path.join(env.deps.config.uploadsDir, 'avatars'));
      expect(stored).toContain(path.basename(res.body.avatarUrl));
      expect(stored.some((f) => f.includes('passwd'))).toBe(false);

      const img = await fetch(`${http.baseUrl}${res.body.avatarUrl}`);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.headers.get('x-content-type-options')).toBe('nosniff');
      expect(img.headers.get('content-disposition')).toBe('inline');
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(TINY_PNG);
    });

    it('refuses a text file named .png, a file above 2 MB and two files, with the spec’s messages', async () => {
      const text = new TextEncoder().encode('MZ… um executável fingindo ser imagem');
      expectError(await upload(adminToken, [{ bytes: text, name: 'foto.png' }]), 400, 'UPLOAD_ERROR', 'Arquivo corrompido ou de tipo diferente do nome');
      expectError(await upload(adminToken, [{ bytes: text, name: 'foto.exe' }]), 400, 'UPLOAD_ERROR', 'A extensão do arquivo não é permitida');
      const big = new Uint8Array(2_000_001);
      big.set(TINY_PNG);
      const tooBig = await upload(adminToken, [{ bytes: big, name: 'grande.png' }]);
      expectError(tooBig, 400, 'UPLOAD_ERROR');
      expect(tooBig.body.message).toMatch(/^Arquivo muito grande/);
      expect(tooBig.body.errors[0].field).toBe('file');
      expectError(
        await upload(adminToken, [
          { bytes: TINY_PNG, name: 'a.png' },
          { bytes: TINY_PNG, name: 'b.png' },
        ]),
        400,
        'UPLOAD_ERROR',
        'Limite de arquivos excedido!',
      );
      expectError(await upload('', [{ bytes: TINY_PNG, name: 'a.png' }]), 401, 'UNAUTHENTICATED_ERROR');
    });

    it('takes the file only from the documented field "file"', async () => {
      const form = new FormData();
      form.append('foto', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'a.png');
      const res = await call('POST', '/api/v1/user/upload', { token: adminToken, body: form });
      expectError(res, 400, 'UPLOAD_ERROR', 'Envie o arquivo no campo "file" do formulário multipart');
      expect(res.body.errors[0].field).toBe('file');
    });
  });
});

describe('spec §8 errors over HTTP', () => {
  it('400 VALIDATION_ERROR names the fields in pt-BR', async () => {
    const res = await call('POST', '/api/v1/user', { token: adminToken, json: { name: 'Só', email: 'x', document: '123' } });
    expectError(res, 400, 'VALIDATION_ERROR');
    const byField = Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toMatchObject({ email: 'E-mail inválido', document: 'CPF inválido', password: 'Este campo é obrigatório' });
    expect(res.body.message).toBe(res.body.errors[0].message);
  });

  it('401 without a session, 403 without the permission', async () => {
    expectError(await call('GET', '/api/v1/user'), 401, 'UNAUTHENTICATED_ERROR', 'Você precisa entrar para continuar');
    const operator = await login(env.demo.users.operator.email, DEMO_PASSWORD);
    expectError(await call('GET', '/api/v1/user', { token: operator.accessData.accessToken }), 403, 'FORBIDDEN_ERROR', 'Você não tem permissão para esta ação');
    expectError(await call('DELETE', `/api/v1/user/${env.demo.users.master.id}`, { token: operator.accessData.accessToken }), 403, 'FORBIDDEN_ERROR');
  });

  it('404 for another company’s user and for an unknown path', async () => {
    expectError(await call('DELETE', `/api/v1/user/${env.other.users.operator.id}`, { token: adminToken }), 404, 'ENTITY_NOT_FOUND_ERROR', 'Usuário não encontrado');
    expectError(await call('GET', '/api/v1/nao-existe', { token: adminToken }), 404, 'ENTITY_NOT_FOUND_ERROR');
  });

  it('413 saying the limit for a body above it, JSON or form', async () => {
    const json = await call('POST', '/api/v1/auth/login', { json: { email: 'a@b.com.br', password: 'x'.repeat(1_100_000) } });
    expectError(json, 413, 'VALIDATION_ERROR', 'A requisição passa do tamanho máximo de 1 MB');
    const form = await call('POST', '/api/v1/auth/login', { form: { email: 'a@b.com.br', password: 'x'.repeat(200_000) } });
    expectError(form, 413, 'VALIDATION_ERROR', 'A requisição passa do tamanho máximo de 100 KB');
  });

  it('405 with the methods a documented path takes when it is called with another', async () => {
    const login = await call('GET', '/api/v1/auth/login');
    expectError(login, 405, 'VALIDATION_ERROR', 'Este caminho não aceita GET. Use POST');
    expect(login.headers.get('allow')).toBe('POST');
    const user = await call('PUT', '/api/v1/user', { token: adminToken, json: {} });
    expectError(user, 405, 'VALIDATION_ERROR', 'Este caminho não aceita PUT. Use GET ou POST');
    expect(user.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('409 PERSON_DUPLICATED_ERROR for a CPF already in the company', async () => {
    const res = await call('POST', '/api/v1/user', {
      token: adminToken,
      json: {
        name: 'Dupla Pessoa',
        email: 'dupla.pessoa@demo.com.br',
        cellphone: '11987654321',
        roleId: env.roleIds.operator,
        password: 'Dupla#Pessoa2025',
        passwordConfirmation: 'Dupla#Pessoa2025',
        document: env.demo.users.master.document,
        birthDate: '1980-02-02',
        gender: 'masculino',
      },
    });
    expectError(res, 409, 'PERSON_DUPLICATED_ERROR', 'Já existe um usuário com este CPF');
    expect(res.body.errors).toEqual([{ field: 'document', message: 'Já existe um usuário com este CPF' }]);
  });

  it('429 with Retry-After after repeated failed logins', async () => {
    const user = await insertTestUser(env.deps.db, env.demo);
    // The throttle counts per account and client (docs/design/security.md R6, R14): the same client throughout.
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/v1/auth/login', { ip, form: { email: user.email, password: `Errada#${i}xyz` } })).status).toBe(401);
    const res = await call('POST', '/api/v1/auth/login', { ip, form: { email: user.email, password: user.password } });
    expectError(res, 429, 'TOO_MANY_ATTEMPTS_ERROR');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('malformed JSON is a 400, never a 500 (REST and tRPC)', async () => {
    const headers = { 'Content-Type': 'application/json' };
    const rest = await call('POST', '/api/v1/auth/login', { body: '{"email": "admin@demo.com.br", ', headers });
    expectError(rest, 400, 'VALIDATION_ERROR', 'Requisição inválida');
    const user = await call('POST', '/api/v1/user', { token: adminToken, body: '{nope', headers });
    expectError(user, 400, 'VALIDATION_ERROR');
    const trpc = await call('POST', '/trpc/auth.login', { body: '{"json": ', headers });
    expect(trpc.status).toBe(400);
    expect(JSON.stringify(trpc.body)).not.toMatch(/stack|Unexpected token|SyntaxError/);
  });

  it('a tRPC failure carries the same type and pt-BR message', async () => {
    const res = await call('POST', '/trpc/auth.login', { json: { json: { email: 'ninguem@exemplo.com.br', password: 'Qualquer#123' } } });
    expect(res.status).toBe(401);
    expect(res.body.error.json.message).toBe('Falha ao fazer login');
    expect(res.body.error.json.data.appError).toEqual({ type: 'LOGIN_ERROR', message: 'Falha ao fazer login', errors: [{ message: 'Falha ao fazer login' }] });
    expect(JSON.stringify(res.body)).not.toMatch(/"stack"/);
  });
});

describe('operations', () => {
  it('/healthz and /readyz answer 200', async () => {
    const health = await call('GET', '/healthz');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await call('GET', '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ok', database: 'up', storage: 'up' } });
  });

  it('GET /api/v1/openapi.json is an OpenAPI 3.1 document listing the spec §7 paths', async () => {
    const res = await call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('object');
    expect(res.body.openapi).toMatch(/^3\.1/);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/auth/login',
      '/auth/refreshToken',
      '/auth/acceptPolicies',
      '/auth/forgotPassword',
      '/auth/changePassword',
      '/auth/requestUnlock',
      '/auth/unlock',
      '/user',
      '/user/autocomplete',
      '/user/upload',
      '/user/subsidiary/change',
      '/user/authorized',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => /^\/user\/\{id\}$/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/user\/\{userId\}\/role\/\{roleId\}$/.test(p))).toBe(true);
  });

  it('sends the security headers on every answer and no X-Powered-By', async () => {
    for (const res of [await call('GET', '/healthz'), await call('GET', '/api/v1/user'), await call('POST', '/api/v1/auth/login', { form: { email: 'x@y.com', password: 'z' } })]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    }
  });
});

describe('R10 logs of this file', () => {
  it('hold no password, token or unmasked CPF used here', async () => {
    const log = await expectNoSecretsInRunLog(secrets);
    expect(log).toContain('"path":"/api/v1/user/upload"');
  });
});
