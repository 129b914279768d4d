/**
 * External security review, live board stream (docs/security-evidence.md), over real HTTP as a browser's EventSource
 * connects: the stream is opened with a single-use ticket (never the access token in its URL), carries only deals the
 * viewer may see, and ends with the viewer's session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { createTestEnv, expectNoSecretsInRunLog, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { trpcOverHttp } from '../../test/http-trpc.ts';
import { openSse, type SseEvent, type SseStream } from '../../test/sse.ts';
import { hashToken } from '../auth/tokens.ts';
import type { BoardEvent } from './board-events.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;
let colleague: Session;
const BOARD = 'home-equity';
let cpfBase = 700_000_000;

const deal = (name: string): TDealCreateRequest => ({
  operationType: 'HomeEquity',
  associates: [
    { main: true, personType: 'individual', name, document: cpfFromBase(String(cpfBase++)), birthDate: '1980-01-01', gender: 'feminino', maritalStatus: 'casado', motherName: 'Mãe', incomes: [] },
  ],
  operationValue: 100000,
  deadline: 120,
  asset: { kind: 'realty', value: 400000, type: 'casa', isRegistered: true },
});

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
  operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password, { ip: randomIp() });
  const other = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
  colleague = await signIn(env.deps, other.email, other.password, { ip: randomIp() });
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const ticketFor = async (session: Session) => {
  const answer = await trpcOverHttp<{ ticket: string; expiresIn: number }>(http.baseUrl, session.accessData.accessToken, 'pipelines.streamTicket');
  expect(answer.status).toBe(200);
  return answer.data!;
};
const streamWith = (query: Record<string, string>) => openSse(http.baseUrl, 'pipelines.events', { pipeline: BOARD }, query);
const connected = (events: SseEvent[]) => events.some((e) => e.event === 'connected');
const boardEvents = (s: SseStream) => s.messages() as BoardEvent[];
const settle = () => new Promise((r) => setTimeout(r, 300));

const unauthenticated = (events: SseEvent[]) => events.some((e) => e.event === 'serialized-error' && JSON.stringify(e.data).includes('"type":"UNAUTHENTICATED_ERROR"'));

describe('no access token in the stream URL', () => {
  it('no access token in the stream URL: the token as a connection parameter opens nothing', async () => {
    const s = await streamWith({ connectionParams: JSON.stringify({ token: admin.accessData.accessToken }) });
    expect(await s.until(unauthenticated)).toBe(true);
    expect(await s.ended()).toBe(true);
  });

  it('a ticket asked for with the bearer token opens the stream once, and is kept only as a hash', async () => {
    expect((await trpcOverHttp(http.baseUrl, null, 'pipelines.streamTicket')).status).toBe(401);
    const { ticket, expiresIn } = await ticketFor(admin);
    expect(expiresIn).toBeLessThanOrEqual(60);
    expect(ticket).not.toContain(admin.accessData.accessToken);
    const row = await env.deps.db.selectFrom('stream_tickets').selectAll().where('token_hash', '=', hashToken(ticket)).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(ticket);

    const first = await streamWith({ ticket });
    expect(await first.until(connected)).toBe(true);
    expect(unauthenticated(first.events)).toBe(false);
    // Used once: a replay (a proxy log, a browser's automatic reconnect) opens nothing.
    const replay = await streamWith({ ticket });
    expect(await replay.until(unauthenticated)).toBe(true);
    first.close();
    await expectNoSecretsInRunLog([ticket, admin.accessData.accessToken], { allowEmptyLog: true });
  });

  it('an expired ticket opens nothing', async () => {
    const { ticket } = await ticketFor(admin);
    await env.deps.db
      .updateTable('stream_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(ticket))
      .execute();
    const s = await streamWith({ ticket });
    expect(await s.until(unauthenticated)).toBe(true);
  });

  it('a ticket opens only the board stream, not other calls', async () => {
    const { ticket } = await ticketFor(admin);
    const list = await fetch(`${http.baseUrl}/trpc/deals.list?ticket=${ticket}&input=${encodeURIComponent(JSON.stringify({ json: {} }))}`);
    expect(list.status).toBe(401);
  });
});

describe('the stream ends with the session', () => {
  it('the board stream closes on logout', async () => {
    const session = await signIn(env.deps, env.demo.users.operator.email, env.demo.password, { ip: randomIp() });
    const s = await streamWith({ ticket: (await ticketFor(session)).ticket });
    expect(await s.until(connected)).toBe(true);
    expect((await trpcOverHttp(http.baseUrl, session.accessData.accessToken, 'auth.logout')).status).toBe(200);
    expect(await s.until(unauthenticated)).toBe(true);
    expect(await s.ended()).toBe(true);
  });

  it('the board stream closes when the user is deactivated', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const session = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    const s = await streamWith({ ticket: (await ticketFor(session)).ticket });
    expect(await s.until(connected)).toBe(true);
    await env.deps.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    expect(await s.until(unauthenticated)).toBe(true);
    expect(await s.ended()).toBe(true);
  });

  it('the board stream closes when the role changes', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const session = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    const s = await streamWith({ ticket: (await ticketFor(session)).ticket });
    expect(await s.until(connected)).toBe(true);
    await admin.caller.users.changeRole({ userId: user.id, roleId: env.roleIds.personalManager });
    expect(await s.until(unauthenticated)).toBe(true);
    expect(await s.ended()).toBe(true);
  });
});

describe('the stream carries only what the viewer may see', () => {
  it("an operator's stream carries no event of a colleague's deal", async () => {
    const s = await streamWith({ ticket: (await ticketFor(operator)).ticket });
    expect(await s.until(connected)).toBe(true);
    const theirs = await colleague.caller.deals.create(deal('Colega Reservada'));
    await colleague.caller.deals.comment({ id: theirs.id, comment: 'Só meu' });
    const mine = await operator.caller.deals.create(deal('Minha Cliente'));
    expect(await s.until(() => boardEvents(s).some((e) => e.dealId === mine.id))).toBe(true);
    await settle();
    expect(boardEvents(s).map((e) => e.dealId)).toEqual([mine.id]);

    // The company-wide administrator hears both.
    const all = await streamWith({ ticket: (await ticketFor(admin)).ticket });
    expect(await all.until(connected)).toBe(true);
    await colleague.caller.deals.comment({ id: theirs.id, comment: 'De novo' });
    expect(await all.until(() => boardEvents(all).some((e) => e.dealId === theirs.id))).toBe(true);
    s.close();
    all.close();
  });

  it("a deal handed to a colleague leaves the operator's stream with one last 'hidden' event", async () => {
    const mine = await operator.caller.deals.create(deal('Vai Embora'));
    const s = await streamWith({ ticket: (await ticketFor(operator)).ticket });
    expect(await s.until(connected)).toBe(true);
    const version = (await admin.caller.deals.get({ id: mine.id })).version;
    await admin.caller.deals.changeResponsible({ id: mine.id, userId: colleague.user.id, version });
    expect(await s.until(() => boardEvents(s).some((e) => e.dealId === mine.id))).toBe(true);
    await colleague.caller.deals.comment({ id: mine.id, comment: 'Agora é comigo' });
    await settle();
    expect(boardEvents(s).map((e) => [e.dealId, e.kind, e.actorUserId])).toEqual([[mine.id, 'hidden', null]]);
    s.close();
  });
});
