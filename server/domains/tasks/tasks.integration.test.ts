/**
 * Tasks on deals and customers: create / list / complete, the "Hoje" list of the signed-in user, who may be given a
 * task, tenant scope, the reminder sweep (one notice per task, even with sweeps at once) and the task a stage suggests.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, errorFields, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';
import { dealInput } from '../../test/tenancy.ts';
import { sweepReminders } from './reminder-worker.ts';

let env: TestEnv;
let operator: Session;
let admin: Session;
let affiliate: Session;
let otherAdmin: Session;
let dealId: string;
let customerId: string;
let campinasDealId: string;

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

beforeAll(async () => {
  env = await createTestEnv();
  operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
  affiliate = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
  otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
  ({ id: dealId } = await operator.caller.deals.create(dealInput('Tereza Tarefa', cpfFromBase('314159265'))));
  customerId = (await operator.caller.deals.get({ id: dealId })).associates[0].customer_id as string;
  ({ id: campinasDealId } = await affiliate.caller.deals.create(dealInput('Caio Campinas', cpfFromBase('271828182'))));
}, 60_000);
afterAll(() => env?.close());

describe('tasks of a deal', () => {
  it('a task due now shows on the deal, in the user’s "Hoje" as overdue and as the board card’s badge; completing it clears both', async () => {
    const { id } = await operator.caller.tasks.create({ dealId, kind: 'call', title: 'Ligar para a Tereza', dueAt: minutesFromNow(-1) });
    const [task] = await operator.caller.tasks.list({ dealId });
    expect(task).toMatchObject({ id, kind: 'call', title: 'Ligar para a Tereza', overdue: true, assignee: { id: env.demo.users.operator.id } });
    const today = await operator.caller.tasks.today();
    expect(today.map((t) => t.id)).toContain(id);
    expect(today.find((t) => t.id === id)?.deal?.number).toBeGreaterThan(0);
    expect(await operator.caller.tasks.todayCount()).toBe(today.length);
    const card = async () => (await operator.caller.pipelines.board({ pipeline: 'realty-financing' })).columns.flatMap((c) => c.cards).find((c) => c.id === dealId)!;
    expect((await card()).hasOverdueTask).toBe(true);

    await operator.caller.tasks.setDone({ id, version: task.version, done: true });
    expect((await operator.caller.tasks.today()).map((t) => t.id)).not.toContain(id);
    expect((await card()).hasOverdueTask).toBe(false);
    const events = (await operator.caller.deals.get({ id: dealId })).events.map((e) => e.kind);
    expect(events).toEqual(expect.arrayContaining(['task_created', 'task_completed']));
    // A stale version is a conflict, not a silent overwrite.
    await expectAppError(operator.caller.tasks.setDone({ id, version: task.version, done: false }), 'CONFLICT_ERROR');
  });

  it('"Hoje" holds only the signed-in user’s open tasks due by the end of today', async () => {
    const mine = await admin.caller.tasks.create({ dealId, kind: 'whatsapp', title: 'Mandar simulação', dueAt: minutesFromNow(1), assigneeId: env.demo.users.operator.id });
    const later = await operator.caller.tasks.create({ dealId, kind: 'visit', title: 'Visitar o imóvel', dueAt: minutesFromNow(3 * 24 * 60) });
    const adminOwn = await admin.caller.tasks.create({ dealId, kind: 'other', title: 'Revisar pasta', dueAt: minutesFromNow(-5) });
    const operatorToday = (await operator.caller.tasks.today()).map((t) => t.id);
    expect(operatorToday).toContain(mine.id);
    expect(operatorToday).not.toContain(later.id);
    expect(operatorToday).not.toContain(adminOwn.id);
    const adminToday = (await admin.caller.tasks.today()).map((t) => t.id);
    expect(adminToday).toEqual([adminOwn.id]);
  });

  it('a customer lists their own tasks and those of their deals, each naming its deal; not those of other deals', async () => {
    const before = await operator.caller.tasks.list({ customerId });
    const ofDeal = await operator.caller.tasks.list({ dealId });
    expect(ofDeal.length).toBeGreaterThan(0);
    expect(before.map((t) => t.id).sort()).toEqual(ofDeal.map((t) => t.id).sort());
    expect(before.every((t) => t.deal?.id === dealId && t.deal.number > 0)).toBe(true);
    const { id } = await operator.caller.tasks.create({ customerId, kind: 'documents', title: 'Cobrar holerites', dueAt: minutesFromNow(60) });
    const { id: otherDealId } = await operator.caller.deals.create(dealInput('Olga Outra', cpfFromBase('161803398')));
    const other = await operator.caller.tasks.create({ dealId: otherDealId, kind: 'call', title: 'Ligar para a Olga', dueAt: minutesFromNow(60) });
    const listed = await operator.caller.tasks.list({ customerId });
    expect(listed.map((t) => t.id).sort()).toEqual([id, ...ofDeal.map((t) => t.id)].sort());
    expect(listed.find((t) => t.id === id)).toMatchObject({ deal: null, customer: { id: customerId } });
    expect(listed.map((t) => t.id)).not.toContain(other.id);
    await operator.caller.tasks.delete({ id });
    await operator.caller.tasks.delete({ id: other.id });
    expect((await operator.caller.tasks.list({ customerId })).map((t) => t.id).sort()).toEqual(ofDeal.map((t) => t.id).sort());
  });
});

describe('who may be given a task', () => {
  it('only a user of the company who sees the record', async () => {
    const fromOther = await expectAppError(
      operator.caller.tasks.create({ dealId, kind: 'call', title: 'X', dueAt: minutesFromNow(5), assigneeId: env.other.users.administrator.id }),
      'VALIDATION_ERROR',
    );
    expect(fromOther.errors[0].field).toBe('assigneeId');
    // The affiliate administrator (Campinas) does not see the operator's deal (São Paulo).
    await expectAppError(admin.caller.tasks.create({ dealId, kind: 'call', title: 'X', dueAt: minutesFromNow(5), assigneeId: env.demo.users.subsidiaryManager.id }), 'VALIDATION_ERROR');
    const names = (await operator.caller.tasks.assignees({ dealId })).map((u) => u.id);
    expect(names).toContain(env.demo.users.operator.id);
    expect(names).toContain(env.demo.users.administrator.id);
    expect(names).not.toContain(env.demo.users.subsidiaryManager.id);
  });
});

describe('tenant scope', () => {
  it('another company and a role that does not see the deal are answered as for a missing id', async () => {
    const { id } = await operator.caller.tasks.create({ dealId, kind: 'call', title: 'Só nossa', dueAt: minutesFromNow(30) });
    const [task] = (await operator.caller.tasks.list({ dealId })).filter((t) => t.id === id);
    for (const outsider of [otherAdmin, affiliate]) {
      await expectAppError(outsider.caller.tasks.list({ dealId }), 'ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
      await expectAppError(outsider.caller.tasks.list({ customerId }), 'ENTITY_NOT_FOUND_ERROR', 'Cliente não encontrado');
      await expectAppError(outsider.caller.tasks.create({ dealId, kind: 'call', title: 'Intrusa', dueAt: minutesFromNow(5) }), 'ENTITY_NOT_FOUND_ERROR');
      for (const call of [
        () => outsider.caller.tasks.setDone({ id, version: task.version, done: true }),
        () => outsider.caller.tasks.update({ id, version: task.version, kind: 'other', title: 'Mudada', dueAt: minutesFromNow(5) }),
        () => outsider.caller.tasks.delete({ id }),
      ]) {
        await expectAppError(call(), 'ENTITY_NOT_FOUND_ERROR', 'Tarefa não encontrada');
      }
      await expectAppError(outsider.caller.tasks.delete({ id: randomUUID() }), 'ENTITY_NOT_FOUND_ERROR', 'Tarefa não encontrada');
    }
    const row = await env.deps.db.selectFrom('tasks').select(['title', 'done_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Só nossa', done_at: null });
    // The affiliate administrator works its own affiliate's deal.
    await affiliate.caller.tasks.create({ dealId: campinasDealId, kind: 'call', title: 'Ligar para o Caio', dueAt: minutesFromNow(5) });
    expect(await affiliate.caller.tasks.list({ dealId: campinasDealId })).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('a task that falls due leaves one notice in its assignee’s bell, even with two sweeps at once', async () => {
    const { id } = await admin.caller.tasks.create({ dealId, kind: 'call', title: 'Retornar à Tereza', dueAt: minutesFromNow(-1), assigneeId: env.demo.users.operator.id });
    const future = await operator.caller.tasks.create({ dealId, kind: 'call', title: 'Amanhã cedo', dueAt: minutesFromNow(24 * 60) });
    await Promise.all([sweepReminders(env.deps.db), sweepReminders(env.deps.db)]);
    await sweepReminders(env.deps.db);
    const notices = (await operator.caller.notifications.latest()).items.filter((n) => n.kind === 'task_due');
    const mine = notices.filter((n) => n.title === 'Tarefa para agora: Retornar à Tereza');
    expect(mine).toHaveLength(1);
    expect(mine[0].link).toBe(`/deal/${dealId}`);
    expect(mine[0].body).toMatch(/^Ligação · Negócio nº \d+$/);
    expect(notices.some((n) => n.title.includes('Amanhã cedo'))).toBe(false);
    const rows = await env.deps.db.selectFrom('tasks').select(['id', 'reminded_at']).where('id', 'in', [id, future.id]).execute();
    expect(rows.find((r) => r.id === id)?.reminded_at).not.toBeNull();
    expect(rows.find((r) => r.id === future.id)?.reminded_at).toBeNull();
  });
});

describe('due times in the past', () => {
  it('a day already gone is refused on create and on a new due time; the last hour and an unchanged past due time go', async () => {
    const yesterday = minutesFromNow(-24 * 60);
    const before = (await operator.caller.tasks.list({ dealId })).length;
    const refused = await expectAppError(operator.caller.tasks.create({ dealId, kind: 'call', title: 'Ontem', dueAt: yesterday }), 'VALIDATION_ERROR', MSG.pastDueDate);
    expect(errorFields(refused)).toEqual(['dueAt']);
    expect((await operator.caller.tasks.list({ dealId })).length).toBe(before);
    const { id } = await operator.caller.tasks.create({ dealId, kind: 'call', title: 'Agora há pouco', dueAt: minutesFromNow(-30) });
    await env.deps.db
      .updateTable('tasks')
      .set({ due_at: new Date(yesterday) })
      .where('id', '=', id)
      .execute();
    const [task] = (await operator.caller.tasks.list({ dealId })).filter((t) => t.id === id);
    // Kept at its own (now past) due time: only the title changes.
    const { version } = await operator.caller.tasks.update({ id, version: task.version, kind: 'call', title: 'Ligação perdida', dueAt: new Date(task.dueAt).toISOString() });
    await expectAppError(operator.caller.tasks.update({ id, version, kind: 'call', title: 'Ligação perdida', dueAt: minutesFromNow(-3 * 24 * 60) }), 'VALIDATION_ERROR', MSG.pastDueDate);
  });
});

describe('changing a task', () => {
  it('a new due time is reminded again; the assignee is checked; a stale version is a conflict', async () => {
    const { id } = await operator.caller.tasks.create({ dealId, kind: 'call', title: 'Confirmar visita', dueAt: minutesFromNow(-2) });
    await sweepReminders(env.deps.db);
    const [before] = (await operator.caller.tasks.list({ dealId })).filter((t) => t.id === id);
    await expectAppError(
      operator.caller.tasks.update({ id, version: before.version, kind: 'visit', title: 'Visita', dueAt: minutesFromNow(-1), assigneeId: env.demo.users.subsidiaryManager.id }),
      'VALIDATION_ERROR',
    );
    const { version } = await operator.caller.tasks.update({
      id,
      version: before.version,
      kind: 'visit',
      title: 'Visita ao imóvel',
      dueAt: minutesFromNow(-1),
      assigneeId: env.demo.users.administrator.id,
    });
    expect(version).toBe(before.version + 1);
    await expectAppError(operator.caller.tasks.update({ id, version: before.version, kind: 'call', title: 'Velha', dueAt: minutesFromNow(5) }), 'CONFLICT_ERROR');
    await sweepReminders(env.deps.db);
    const adminNotices = (await admin.caller.notifications.latest()).items.filter((n) => n.title === 'Tarefa para agora: Visita ao imóvel');
    expect(adminNotices).toHaveLength(1);
    expect(adminNotices[0].body).toMatch(/^Visita · Negócio nº \d+$/);
  });
});

describe('LGPD', () => {
  it('anonymising a customer clears the free text of their tasks', async () => {
    const { id: ownDeal } = await operator.caller.deals.create(dealInput('Ana Anônima', cpfFromBase('161803398')));
    const ownCustomer = (await operator.caller.deals.get({ id: ownDeal })).associates[0].customer_id as string;
    const onCustomer = await operator.caller.tasks.create({ customerId: ownCustomer, kind: 'call', title: 'Ligar para a Ana Anônima', dueAt: minutesFromNow(60), notes: 'Celular 11 98888-7777' });
    const onDeal = await operator.caller.tasks.create({ dealId: ownDeal, kind: 'visit', title: 'Visita', dueAt: minutesFromNow(60), notes: 'Mora na Rua X, 10' });
    const master = await signIn(env.deps, env.demo.users.master.email, env.demo.password);
    await master.caller.dataSubject.anonymiseCustomer({ customerId: ownCustomer, reason: 'Pedido do titular' });
    const rows = await env.deps.db.selectFrom('tasks').select(['id', 'title', 'notes']).where('id', 'in', [onCustomer.id, onDeal.id]).execute();
    expect(rows.find((r) => r.id === onCustomer.id)).toMatchObject({ title: 'Tarefa (titular anonimizado)', notes: null });
    expect(rows.find((r) => r.id === onDeal.id)).toMatchObject({ title: 'Visita', notes: null });
  });
});

describe('the task a stage suggests', () => {
  it('a move into "Aprovado" offers "Agendar assinatura"; a company’s own setting changes or switches it off', async () => {
    let version = (await operator.caller.deals.get({ id: dealId })).version;
    const moved = await operator.caller.deals.move({ id: dealId, stage: 'approved', version });
    expect(moved.suggestedTask).toMatchObject({ kind: 'call', title: 'Agendar assinatura' });
    expect(new Date(moved.suggestedTask!.dueAt).getTime()).toBeGreaterThan(Date.now());
    // Nothing was created silently.
    expect((await operator.caller.tasks.list({ dealId })).some((t) => t.title === 'Agendar assinatura')).toBe(false);

    await admin.caller.tasks.saveTemplate({ pipelineKey: 'realty-financing', stage: 'legalReview', active: true, kind: 'documents', title: 'Pedir matrícula atualizada', dueInHours: 4 });
    version = moved.version;
    const next = await operator.caller.deals.move({ id: dealId, stage: 'legalReview', version });
    expect(next.suggestedTask).toMatchObject({ kind: 'documents', title: 'Pedir matrícula atualizada' });

    await admin.caller.tasks.saveTemplate({ pipelineKey: 'realty-financing', stage: 'approved', active: false, kind: 'call', title: 'Agendar assinatura', dueInHours: 24 });
    const back = await operator.caller.deals.move({ id: dealId, stage: 'approved', version: next.version });
    expect(back.suggestedTask).toBeNull();
    // Another company keeps the built-in suggestion.
    const settings = await otherAdmin.caller.tasks.templates();
    expect(settings.find((p) => p.key === 'realty-financing')!.stages.find((s) => s.stage === 'approved')).toMatchObject({ active: true, title: 'Agendar assinatura', custom: false });
    await expectAppError(operator.caller.tasks.templates(), 'FORBIDDEN_ERROR');
  });
});
