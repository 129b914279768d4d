import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, errorFields, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let branch: Session;
let otherAdmin: Session;

const dealInput = (over: Partial<TDealCreateRequest> = {}, customer = { name: 'Maria Souza', document: cpfFromBase('529982247') }): TDealCreateRequest => ({
  operationType: 'HomeEquity',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: customer.name,
      document: customer.document,
      birthDate: '1975-03-10',
      gender: 'feminino',
      maritalStatus: 'casado',
      motherName: 'Joana Souza',
      serasaScore: 720,
      identityCard: { number: '12.345.678-9', state: 'SP', issuingAgency: 'SSP', issueDate: '2010-01-01' },
      incomes: [{ mensalIncome: 25000, professionalProfile: 'empresario', admissionDate: '2015-06-01', main: true }],
    },
  ],
  operationValue: 300000,
  objective: 'capital_de_giro',
  deadline: 180,
  defense: 'Cliente com imóvel quitado e boa renda.',
  asset: { kind: 'realty', value: 600000, type: 'casa', isRegistered: true },
  ...over,
});

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, branch, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

const column = (b: Awaited<ReturnType<Session['caller']['pipelines']['board']>>, stage: string) => b.columns.find((c) => c.stage === stage)!;

describe('deals on the board', () => {
  it('lists the four pipelines with slugs and the spec stages', async () => {
    const list = await operator.caller.pipelines.list();
    expect(list.map((p) => p.slug)).toEqual(['financiamento-imobiliario', 'home-equity', 'financiamento-de-veiculos', 'credito-com-garantia-de-veiculo']);
    expect(list[0].stages).toHaveLength(12);
    expect(list[2].stages).toHaveLength(9);
  });

  it('a new deal lands first in the first stage, with count, total and a green SLA signal', async () => {
    const created = await operator.caller.deals.create(dealInput());
    expect(created.message).toBe('Negócio cadastrado com sucesso!');
    const board = await operator.caller.pipelines.board({ pipeline: 'home-equity' });
    expect(board.columns.map((c) => c.stage)[0]).toBe('newLead');
    const first = column(board, 'newLead');
    expect(first.cards[0]).toMatchObject({ id: created.id, customerName: 'Maria Souza', operationValue: 300000, semaphore: 'GREEN', daysInStage: 0 });
    expect(first.count).toBe(first.cards.length);
    expect(first.totalValue).toBe(first.cards.reduce((a, c) => a + c.operationValue, 0));
  });

  it('validates the wizard data with the spec messages', async () => {
    const ltv = await expectAppError(operator.caller.deals.create(dealInput({ operationValue: 400000 })), 'VALIDATION_ERROR');
    expect(ltv.errors).toContainEqual({ field: 'operationValue', message: MSG.maxCreditPercentage(60) });
    const bad = await expectAppError(
      operator.caller.deals.create(dealInput({ associates: [{ ...(dealInput().associates[0] as object), motherName: null, serasaScore: 1200 } as TDealCreateRequest['associates'][number]] })),
      'VALIDATION_ERROR',
    );
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'associates.0.serasaScore', message: MSG.score },
        { field: 'associates.0.motherName', message: MSG.required },
      ]),
    );
    const defense = await expectAppError(operator.caller.deals.create(dealInput({ defense: 'x'.repeat(2001) })), 'VALIDATION_ERROR');
    expect(errorFields(defense)).toEqual(['defense']);
    const money = await expectAppError(operator.caller.deals.create(dealInput({ downPayment: 500 })), 'VALIDATION_ERROR');
    expect(money.errors).toContainEqual({ field: 'downPayment', message: MSG.minMoney });
  });

  it('moves between and within columns, keeps the order, and writes the timeline', async () => {
    const a = await operator.caller.deals.create(dealInput({}, { name: 'Ana Primeira', document: cpfFromBase('123456789') }));
    const b = await operator.caller.deals.create(dealInput({}, { name: 'Bruno Segundo', document: cpfFromBase('234567891') }));
    const c = await operator.caller.deals.create(dealInput({}, { name: 'Carla Terceira', document: cpfFromBase('345678912') }));
    const version = async (id: string) => (await operator.caller.deals.get({ id })).version;
    await operator.caller.deals.move({ id: a.id, stage: 'registration', version: await version(a.id) });
    await operator.caller.deals.move({ id: b.id, stage: 'registration', version: await version(b.id) });
    // c goes between a and b
    await operator.caller.deals.move({ id: c.id, stage: 'registration', beforeId: a.id, afterId: b.id, version: await version(c.id) });
    const ids = column(await operator.caller.pipelines.board({ pipeline: 'home-equity' }), 'registration').cards.map((x) => x.id);
    expect(ids.filter((id) => [a.id, b.id, c.id].includes(id))).toEqual([a.id, c.id, b.id]);
    const deal = await operator.caller.deals.get({ id: c.id });
    expect(deal.stageLabel).toBe('Cadastro');
    expect(deal.events.map((e) => e.kind)).toEqual(['stage_changed', 'created']);
    expect(deal.events[0].data).toMatchObject({ from: 'newLead', to: 'registration' });
    expect(deal.events[0].actorName).toBe('Otávio Operador');
  });

  it('denying needs a status reason and a detailed reason', async () => {
    const d = await operator.caller.deals.create(dealInput({}, { name: 'Davi Negado', document: cpfFromBase('456789123') }));
    const v = (await operator.caller.deals.get({ id: d.id })).version;
    const err = await expectAppError(operator.caller.deals.move({ id: d.id, stage: 'denied', version: v }), 'VALIDATION_ERROR');
    expect(errorFields(err).sort()).toEqual(['detailedDenialReason', 'statusReason']);
    await operator.caller.deals.move({ id: d.id, stage: 'denied', version: v, statusReason: 'no_profile', detailedDenialReason: 'insufficient_or_unproven_income' });
    const denied = await operator.caller.deals.get({ id: d.id });
    expect([denied.stage, denied.statusReason, denied.detailedDenialReason]).toEqual(['denied', 'no_profile', 'insufficient_or_unproven_income']);
    expect(denied.events[0].kind).toBe('denied');
  });

  it('a second writer with a stale version gets a clear conflict and nothing is overwritten', async () => {
    const d = await operator.caller.deals.create(dealInput({}, { name: 'Eva Concorrente', document: cpfFromBase('567891234') }));
    const seen = (await operator.caller.deals.get({ id: d.id })).version;
    await admin.caller.deals.move({ id: d.id, stage: 'negotiation', version: seen });
    await expectAppError(operator.caller.deals.move({ id: d.id, stage: 'registration', version: seen }), 'CONFLICT_ERROR', /alterado por outra pessoa/);
    expect((await operator.caller.deals.get({ id: d.id })).stage).toBe('negotiation');
    // Racing the same version: exactly one wins.
    const now = (await operator.caller.deals.get({ id: d.id })).version;
    const results = await Promise.allSettled([
      admin.caller.deals.move({ id: d.id, stage: 'folderTreatment', version: now }),
      operator.caller.deals.move({ id: d.id, stage: 'preAnalysis', version: now }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('deal visibility (spec §6)', () => {
  it('operator sees own, affiliate manager sees the affiliate, administrator sees the company, other companies see nothing', async () => {
    const mine = await operator.caller.deals.create(dealInput({}, { name: 'Fábio Visível', document: cpfFromBase('678912345') }));
    const theirs = await branch.caller.deals.create(dealInput({}, { name: 'Gil Campinas', document: cpfFromBase('789123456') }));
    const ids = async (s: Session) => (await s.caller.pipelines.board({ pipeline: 'home-equity' })).columns.flatMap((c) => c.cards.map((x) => x.id));
    expect(await ids(operator)).toContain(mine.id);
    expect(await ids(operator)).not.toContain(theirs.id);
    expect(await ids(branch)).toContain(theirs.id);
    expect(await ids(branch)).not.toContain(mine.id); // the operator works in the other affiliate
    expect(await ids(admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(otherAdmin)).toEqual([]);
    await expectAppError(operator.caller.deals.get({ id: theirs.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.deals.get({ id: mine.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.deals.move({ id: mine.id, stage: 'registration', version: 1 }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.deals.comment({ id: mine.id, comment: 'oi' }), 'ENTITY_NOT_FOUND_ERROR');
    const mineOnly = await admin.caller.pipelines.board({ pipeline: 'home-equity', owner: 'mine' });
    expect(mineOnly.columns.flatMap((c) => c.cards).every((x) => x.owner.id === admin.user.id)).toBe(true);
  });

  it('search finds by customer name or document', async () => {
    const found = await admin.caller.pipelines.board({ pipeline: 'home-equity', search: 'Fábio Vis' });
    expect(found.columns.flatMap((c) => c.cards).map((c) => c.customerName)).toEqual(['Fábio Visível']);
    const byDoc = await admin.caller.pipelines.board({ pipeline: 'home-equity', search: cpfFromBase('678912345') });
    expect(byDoc.columns.flatMap((c) => c.cards).map((c) => c.customerName)).toEqual(['Fábio Visível']);
  });

  it('search finds names whatever their accents and case, on the board, the list and the customers', async () => {
    const d = await operator.caller.deals.create(dealInput({}, { name: 'Patrícia Conceição Ñúñez', document: cpfFromBase('345612789') }));
    const names = (b: Awaited<ReturnType<Session['caller']['pipelines']['board']>>) => b.columns.flatMap((c) => c.cards).map((c) => c.customerName);
    for (const search of ['patricia', 'PATRICIA', 'conceicao', 'CONCEIÇÃO', 'nunez', 'Patrícia Conc', 'trícia']) {
      expect(names(await admin.caller.pipelines.board({ pipeline: 'home-equity', search })), search).toEqual(['Patrícia Conceição Ñúñez']);
      const list = await admin.caller.deals.list({ owner: 'all', search });
      expect(
        list.items.map((i) => i.id),
        search,
      ).toEqual([d.id]);
      expect(list.total, search).toBe(1);
      const customers = await admin.caller.customers.list({ search });
      expect(
        customers.items.map((c) => c.name),
        search,
      ).toContain('Patrícia Conceição Ñúñez');
    }
    // LIKE's own characters are still taken literally.
    expect((await admin.caller.deals.list({ owner: 'all', search: 'patr_cia' })).total).toBe(0);
    expect((await admin.caller.deals.list({ owner: 'all', search: 'patricio' })).total).toBe(0);
  });

  it('comments go to the timeline', async () => {
    const d = await operator.caller.deals.create(dealInput({}, { name: 'Hugo Comentado', document: cpfFromBase('891234567') }));
    await operator.caller.deals.comment({ id: d.id, comment: 'Cliente enviou a matrícula atualizada.' });
    const deal = await admin.caller.deals.get({ id: d.id });
    expect(deal.events[0]).toMatchObject({ kind: 'comment', data: { comment: 'Cliente enviou a matrícula atualizada.' }, actorName: 'Otávio Operador' });
  });
});

describe('responsible and expected release', () => {
  it('changes the responsible with who and when on the timeline; operators cannot', async () => {
    const d = await operator.caller.deals.create(dealInput({}, { name: 'Ivo Transferido', document: cpfFromBase('912345678') }));
    const v = (await admin.caller.deals.get({ id: d.id })).version;
    await expectAppError(operator.caller.deals.changeResponsible({ id: d.id, userId: admin.user.id, version: v }), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.deals.changeResponsible({ id: d.id, userId: otherAdmin.user.id, version: v }), 'VALIDATION_ERROR');
    const r = await admin.caller.deals.changeResponsible({ id: d.id, userId: env.demo.users.accountManager.id, version: v });
    expect(r.message).toBe('Responsável alterado para Carlos Contas');
    const deal = await admin.caller.deals.get({ id: d.id });
    expect(deal.owner.name).toBe('Carlos Contas');
    expect(deal.events[0]).toMatchObject({ kind: 'responsible_changed', actorName: 'Ana Administradora', data: { from: { name: 'Otávio Operador' }, to: { name: 'Carlos Contas' } } });
    // The operator no longer owns it, so no longer sees it.
    await expectAppError(operator.caller.deals.get({ id: d.id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('estimates the release date from the stage SLAs while there is no history', async () => {
    const d = await admin.caller.deals.create(dealInput({}, { name: 'Joana Estimada', document: cpfFromBase('823456789') }));
    const deal = await admin.caller.deals.get({ id: d.id });
    expect(deal.expectedRelease?.days).toBeGreaterThan(0);
    expect(deal.semaphore).toBe('GREEN');
  });
});

describe('deal list', () => {
  it('pages newest first within the visibility, with filters', async () => {
    const page = await admin.caller.deals.list({});
    expect(page.size).toBe(20);
    expect(page.total).toBeGreaterThan(5);
    const dates = page.items.map((d) => d.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.items[0].pipeline?.slug).toBe('home-equity');
    const mine = await operator.caller.deals.list({ size: 100 });
    expect(mine.items.every((d) => d.ownerName === 'Otávio Operador')).toBe(true);
    const denied = await admin.caller.deals.list({ pipeline: 'home-equity', stage: 'denied' });
    expect(denied.items.map((d) => d.stageLabel)).toEqual(['Negado / declinado']);
    expect((await otherAdmin.caller.deals.list({})).total).toBe(0);
  });
});
