import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { randomCpf } from '../../test/fixtures.ts';
import { createTestEnv, expectAppError, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { trpcOverHttp } from '../../test/http-trpc.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let manager: Session;
let otherAdmin: Session;

const deal = (name: string, over: Partial<TDealCreateRequest> = {}): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: randomCpf(),
      birthDate: '1985-02-02',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Mãe',
      incomes: [{ mensalIncome: 20000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 400000,
  deadline: 360,
  asset: { kind: 'realty', value: 600000, type: 'apartamento', isRegistered: true },
  ...over,
});

/** A deal of `session` moved through `stages`, one after the other. */
async function dealAt(session: Session, name: string, stages: string[], over: Partial<TDealCreateRequest> = {}) {
  const { id } = await session.caller.deals.create(deal(name, over));
  let version = 1;
  for (const stage of stages) {
    const moved = await session.caller.deals.move({ id, stage, version, ...(stage === 'denied' ? { statusReason: 'no_profile', detailedDenialReason: 'legal_risks' } : {}) });
    version = moved.version;
  }
  return id;
}

async function commissionOf(session: Session, dealId: string) {
  const page = await session.caller.commissions.list({ size: 100 });
  return page.items.find((c) => c.deal.id === dealId);
}

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, manager, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.accountManager.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('commissions follow the deal (spec §4)', () => {
  it('the contract at the registry opens the forecast; the release makes it invoice pending; both status readings', async () => {
    const dealId = await dealAt(operator, 'Paula Registro', ['registration', 'negotiation', 'folderTreatment', 'preAnalysis', 'creditAnalysis', 'approved', 'legalReview', 'contractIssuance']);
    expect(await commissionOf(admin, dealId)).toBeUndefined();
    const d = await admin.caller.deals.get({ id: dealId });
    await admin.caller.deals.move({ id: dealId, stage: 'propertyRegistry', version: d.version });
    const forecast = (await commissionOf(admin, dealId))!;
    // 1,20 % of R$ 400.000,00, in exact cents.
    expect(forecast).toMatchObject({
      status: 'PREVISION',
      statusCode: 3,
      statusLabel: 'Previsão',
      approvedValueCents: 40_000_000,
      ratePercent: 1.2,
      commissionAmountCents: 480_000,
      owner: { name: 'Otávio Operador' },
    });

    await admin.caller.deals.move({ id: dealId, stage: 'completed', version: d.version + 1 });
    expect(await commissionOf(admin, dealId)).toMatchObject({ status: 'PENDING_INVOICE', statusCode: 4, nextStatus: 'PAYMENT_PENDING' });
    const timeline = (await admin.caller.deals.get({ id: dealId })).events.map((e) => e.kind);
    expect(timeline.filter((k) => k === 'commission_status')).toHaveLength(2);
  });

  it('a deal released straight away gets its commission; a denied one cancels what is not paid', async () => {
    const released = await dealAt(admin, 'Rita Direta', ['completed'], { operationType: 'HomeEquity', operationValue: 200000, deadline: 120 });
    expect(await commissionOf(admin, released)).toMatchObject({ status: 'PENDING_INVOICE', ratePercent: 2.5, commissionAmountCents: 500_000 });
    const denied = await dealAt(admin, 'Caio Negado', ['propertyRegistry', 'denied']);
    expect(await commissionOf(admin, denied)).toMatchObject({ status: 'CANCELED', statusCode: 2, cancelReason: 'Negócio negado' });
  });

  it('walks the flow one step at a time: invoice number, then the payment date and the inflow from the bank', async () => {
    const dealId = await dealAt(admin, 'Lia Fluxo', ['propertyRegistry']);
    let c = (await commissionOf(admin, dealId))!;
    const skip = await expectAppError(admin.caller.commissions.advance({ id: c.id, version: c.version, to: 'PAID', paidAt: '2026-11-20' }), 'VALIDATION_ERROR');
    expect(skip.message).toBe('De Previsão a comissão só pode ir para Nota fiscal pendente');
    let { version } = await admin.caller.commissions.advance({ id: c.id, version: c.version, to: 4 });
    const noInvoice = await expectAppError(admin.caller.commissions.advance({ id: c.id, version, to: 'PAYMENT_PENDING' }), 'VALIDATION_ERROR');
    expect(noInvoice.errors).toContainEqual({ field: 'invoiceNumber', message: MSG.required });
    ({ version } = await admin.caller.commissions.advance({ id: c.id, version, to: 'PAYMENT_PENDING', invoiceNumber: 'NF 2026/0042' }));
    const stale = await expectAppError(admin.caller.commissions.advance({ id: c.id, version: version - 1, to: 'PAID', paidAt: '2026-11-20' }), 'CONFLICT_ERROR');
    expect(stale.message).toMatch(/alterada por outra pessoa/);
    // Paid on a day still to come: refused (a payment is recorded once it has happened); the commission stays pending.
    const future = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const ahead = await expectAppError(admin.caller.commissions.advance({ id: c.id, version, to: 'PAID', paidAt: future }), 'VALIDATION_ERROR');
    expect(ahead.errors).toContainEqual({ field: 'paidAt', message: MSG.futureDate });
    expect((await admin.caller.commissions.get({ id: c.id })).status).toBe('PAYMENT_PENDING');
    const paid = await admin.caller.commissions.advance({ id: c.id, version, to: 'PAID', paidAt: '2026-11-20' });
    expect([paid.status, paid.statusCode]).toEqual(['PAID', 1]);
    const detail = await admin.caller.commissions.get({ id: c.id });
    expect(detail).toMatchObject({ invoiceNumber: 'NF 2026/0042', status: 'PAID' });
    expect(detail.transactions).toEqual([expect.objectContaining({ flow: 1, status: 'PAID', statusCode: 2, amountCents: 480_000, receiver: 'Demo Crédito', dueDate: '2026-11-20' })]);
    c = (await commissionOf(admin, dealId))!;
    await expectAppError(admin.caller.commissions.cancel({ id: c.id, version: c.version, reason: 'x' }), 'VALIDATION_ERROR', 'Comissão já está como Pago');

    // Paid, the deal stays released: neither taken back to an earlier stage nor denied (the deal page says so too).
    await admin.caller.deals.move({ id: dealId, stage: 'completed', version: (await admin.caller.deals.get({ id: dealId })).version });
    const released = await admin.caller.deals.get({ id: dealId });
    expect(released.commissionStatus).toBe('PAID');
    const back = await expectAppError(admin.caller.deals.move({ id: dealId, stage: 'propertyRegistry', version: released.version }), 'VALIDATION_ERROR');
    expect(back.message).toBe('A comissão deste negócio já foi paga: ele fica em Liberação do crédito');
    await expectAppError(admin.caller.deals.move({ id: dealId, stage: 'denied', version: released.version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' }), 'VALIDATION_ERROR');
    expect((await admin.caller.deals.get({ id: dealId })).stage).toBe('completed');
  });

  it('a vehicle commission shows its plate as the deal page does, and is found by it with or without the dash', async () => {
    const vehicle = {
      kind: 'vehicle' as const,
      value: 80000,
      type: 'veiculo_leve' as const,
      typeVehicle: 1 as const,
      year: 2021,
      brand: { name: 'Fiat', code: '21' },
      model: { name: 'Argo', code: '1' },
      licensePlate: 'RIO-2A18',
    };
    const dealId = await dealAt(admin, 'Renan Placa', ['contract'], { operationType: 'SimpleBest', operationValue: 40000, deadline: 48, asset: vehicle });
    const c = (await commissionOf(admin, dealId))!;
    expect(c.vehiclePlate).toBe('RIO2A18');
    for (const search of ['RIO-2A18', 'rio2a18', '2A1']) expect((await admin.caller.commissions.list({ search })).items.map((i) => i.id)).toContain(c.id);
  });

  it('a denied deal taken on again gets back the commission the denial cancelled; one a manager cancelled stays so', async () => {
    const dealId = await dealAt(admin, 'Vera Retomada', ['propertyRegistry', 'denied']);
    expect(await commissionOf(admin, dealId)).toMatchObject({ status: 'CANCELED', cancelReason: 'Negócio negado' });
    let version = (await admin.caller.deals.get({ id: dealId })).version;
    // Back to an early stage: still cancelled (no forecast before the contract)…
    ({ version } = await admin.caller.deals.move({ id: dealId, stage: 'creditAnalysis', version }));
    expect((await commissionOf(admin, dealId))?.status).toBe('CANCELED');
    // …and released: the commission comes back, due for its invoice, and the timeline says so.
    await admin.caller.deals.move({ id: dealId, stage: 'completed', version });
    expect(await commissionOf(admin, dealId)).toMatchObject({ status: 'PENDING_INVOICE', cancelReason: null, commissionAmountCents: 480_000 });
    const events = (await admin.caller.deals.get({ id: dealId })).events.filter((e) => e.kind === 'commission_status').map((e) => e.data);
    expect(events[0]).toMatchObject({ from: 'CANCELED', to: 'PENDING_INVOICE' });

    const other = await dealAt(admin, 'Davi Cancelado', ['propertyRegistry']);
    const c = (await commissionOf(admin, other))!;
    await admin.caller.commissions.cancel({ id: c.id, version: c.version, reason: 'Operação desfeita pelo cliente' });
    await admin.caller.deals.move({ id: other, stage: 'completed', version: (await admin.caller.deals.get({ id: other })).version });
    expect(await commissionOf(admin, other)).toMatchObject({ status: 'CANCELED', cancelReason: 'Operação desfeita pelo cliente' });
  });

  it('a deal handed to another owner takes its open commission along: the owner filter, the drawer and the timeline say so', async () => {
    const dealId = await dealAt(operator, 'Rui Repassado', ['propertyRegistry']);
    const c = (await commissionOf(admin, dealId))!;
    expect(c.owner).toEqual({ id: operator.user.id, name: 'Otávio Operador' });
    const listedFor = async (ownerId: string) => (await admin.caller.commissions.list({ ownerId, size: 100 })).items.map((x) => x.id);

    const { version } = await admin.caller.deals.get({ id: dealId });
    await admin.caller.deals.changeResponsible({ id: dealId, userId: manager.user.id, version });
    expect(await listedFor(manager.user.id)).toContain(c.id);
    expect(await listedFor(operator.user.id)).not.toContain(c.id);
    expect((await admin.caller.commissions.get({ id: c.id })).owner).toEqual({ id: manager.user.id, name: 'Carlos Contas' });
    // The former owner, who sees only their own, no longer sees it.
    expect((await operator.caller.commissions.list({ size: 100 })).items.map((x) => x.id)).not.toContain(c.id);
    // Said on the owner change's own timeline entry (no entry of its own), and in its audit.
    const events = (await admin.caller.deals.get({ id: dealId })).events;
    expect(events.filter((e) => e.kind === 'commission_status')).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'responsible_changed', data: { from: { name: 'Otávio Operador' }, to: { name: 'Carlos Contas' }, commission: { followed: true, status: 'PREVISION' } } });
    const audit = await env.deps.db.selectFrom('audit_log').select('data').where('entity_id', '=', dealId).where('action', '=', 'deal.change_responsible').executeTakeFirstOrThrow();
    expect(audit.data).toMatchObject({ from: operator.user.id, to: manager.user.id, commission: { id: c.id, followed: true } });
  });

  it('a paid or cancelled commission stays with the owner who had it when the deal changes hands; one the denial cancelled comes back to the new owner', async () => {
    const paidDeal = await dealAt(operator, 'Pia Paga', ['completed']);
    const paid = (await commissionOf(admin, paidDeal))!;
    let { version } = await admin.caller.commissions.advance({ id: paid.id, version: paid.version, to: 'PAYMENT_PENDING', invoiceNumber: 'NF 9' });
    await admin.caller.commissions.advance({ id: paid.id, version, to: 'PAID', paidAt: '2026-11-20' });
    const cancelledDeal = await dealAt(operator, 'Cid Cancelado', ['propertyRegistry']);
    const cancelled = (await commissionOf(admin, cancelledDeal))!;
    await admin.caller.commissions.cancel({ id: cancelled.id, version: cancelled.version, reason: 'Operação desfeita pelo cliente' });

    for (const dealId of [paidDeal, cancelledDeal]) {
      await admin.caller.deals.changeResponsible({ id: dealId, userId: manager.user.id, version: (await admin.caller.deals.get({ id: dealId })).version });
    }
    for (const id of [paid.id, cancelled.id]) expect((await admin.caller.commissions.get({ id })).owner.id).toBe(operator.user.id);
    const mine = (await operator.caller.commissions.list({ size: 100 })).items.map((x) => x.id);
    expect(mine).toEqual(expect.arrayContaining([paid.id, cancelled.id]));
    const handOver = async (dealId: string) => (await admin.caller.deals.get({ id: dealId })).events.find((e) => e.kind === 'responsible_changed')?.data;
    expect(await handOver(paidDeal)).toMatchObject({ commission: { followed: false, status: 'PAID' } });
    expect(await handOver(cancelledDeal)).toMatchObject({ commission: { followed: false, status: 'CANCELED' } });

    // Denied (the commission is cancelled and stays), handed over, then taken on again: it comes back to whoever has the deal now.
    const deniedDeal = await dealAt(operator, 'Noé Negado', ['propertyRegistry', 'denied']);
    const denied = (await commissionOf(admin, deniedDeal))!;
    ({ version } = await admin.caller.deals.get({ id: deniedDeal }));
    ({ version } = await admin.caller.deals.changeResponsible({ id: deniedDeal, userId: manager.user.id, version }));
    expect((await admin.caller.commissions.get({ id: denied.id })).owner.id).toBe(operator.user.id);
    await admin.caller.deals.move({ id: deniedDeal, stage: 'completed', version });
    expect(await commissionOf(admin, deniedDeal)).toMatchObject({ status: 'PENDING_INVOICE', owner: { id: manager.user.id, name: 'Carlos Contas' } });
  });

  it('records the agreement in exact cents, with the fee messages of spec §5', async () => {
    const dealId = await dealAt(admin, 'Beto Acordo', ['propertyRegistry']);
    const c = (await commissionOf(admin, dealId))!;
    const base = {
      id: c.id,
      version: c.version,
      approvedValue: 333333.33,
      source: 'bank' as const,
      dueDate: '2026-12-15',
      bankPartnerId: null,
      banks: { inAnalysis: [], approved: [], chosen: null, preferred: null },
    };
    const zero = await expectAppError(admin.caller.commissions.update({ ...base, ratePercent: 0 }), 'VALIDATION_ERROR');
    expect(zero.errors).toContainEqual({ field: 'ratePercent', message: MSG.feeZero });
    const above = await expectAppError(admin.caller.commissions.update({ ...base, ratePercent: 101 }), 'VALIDATION_ERROR');
    expect(above.errors).toContainEqual({ field: 'ratePercent', message: MSG.feeAbove100 });
    await expectAppError(admin.caller.commissions.update({ ...base, ratePercent: 1, banks: { ...base.banks, chosen: crypto.randomUUID() } }), 'VALIDATION_ERROR');
    await admin.caller.commissions.update({ ...base, ratePercent: 1.25 });
    // The banks of the case are stored by id; the panel reads them by name.
    const [first, second] = (await admin.caller.bankPartners.list({})).slice(0, 2);
    const withBanks = (await commissionOf(admin, dealId))!;
    await admin.caller.commissions.update({ ...base, version: withBanks.version, ratePercent: 1.25, banks: { inAnalysis: [second.id], approved: [], chosen: first.id, preferred: null } });
    expect((await admin.caller.commissions.get({ id: c.id })).bankNames).toEqual({ [first.id]: first.name, [second.id]: second.name });
    // R$ 333.333,33 × 1,25 % = R$ 4.166,67 (4.166,666… rounded half up to the cent).
    expect(await commissionOf(admin, dealId)).toMatchObject({ approvedValueCents: 33_333_333, commissionAmountCents: 416_667, commissionAmount: 4166.67, dueDate: '2026-12-15' });
  });

  it('transactions: an outflow to the broker is paid; cancelling the commission cancels what is pending', async () => {
    const dealId = await dealAt(admin, 'Nina Repasse', ['propertyRegistry']);
    const c = (await commissionOf(admin, dealId))!;
    const bad = await expectAppError(
      admin.caller.commissions.addTransaction({ commissionId: c.id, receiver: '', description: 'Repasse', amount: 0, dueDate: '2026-13-01', flow: 2 }),
      'VALIDATION_ERROR',
    );
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['amount', 'dueDate', 'receiver']);
    const a = await admin.caller.commissions.addTransaction({ commissionId: c.id, receiver: 'Otávio Operador', description: 'Repasse ao corretor', amount: 1200.5, dueDate: '2026-12-20', flow: 2 });
    const b = await admin.caller.commissions.addTransaction({ commissionId: c.id, receiver: 'Indicador', description: 'Indicação', amount: 100, dueDate: '2026-12-20', flow: 2 });
    await admin.caller.commissions.setTransactionStatus({ id: a.id, status: 2 });
    await expectAppError(admin.caller.commissions.setTransactionStatus({ id: a.id, status: 'CANCELED' }), 'VALIDATION_ERROR');
    await admin.caller.commissions.cancel({ id: c.id, version: c.version, reason: 'Cliente desistiu no cartório' });
    const detail = await admin.caller.commissions.get({ id: c.id });
    expect(detail.transactions.map((t) => [t.id, t.status, t.amountCents])).toEqual([
      [a.id, 'PAID', 120_050],
      [b.id, 'CANCELED', 10_000],
    ]);
    expect(detail).toMatchObject({ status: 'CANCELED', cancelReason: 'Cliente desistiu no cartório' });
  });

  it('the outflows add up to no more than the commission (cancelled ones aside), nor the inflows; the refused one is not saved', async () => {
    // R$ 480.000,00 × 1,20 % = R$ 5.760,00.
    const dealId = await dealAt(admin, 'Teto Repasse', ['propertyRegistry'], { operationValue: 480000 });
    const c = (await commissionOf(admin, dealId))!;
    expect(c.commissionAmountCents).toBe(576_000);
    const tx = { commissionId: c.id, receiver: 'Otávio Operador', description: 'Repasse ao corretor', dueDate: '2026-12-20', flow: 2 as const };
    const huge = await expectAppError(admin.caller.commissions.addTransaction({ ...tx, amount: 50000 }), 'VALIDATION_ERROR');
    expect(huge.errors).toEqual([{ field: 'amount', message: 'Os repasses não podem passar do valor da comissão (R$\u00a05.760,00): restam R$\u00a05.760,00 a repassar' }]);

    const first = await admin.caller.commissions.addTransaction({ ...tx, amount: 4000 });
    const cancelled = await admin.caller.commissions.addTransaction({ ...tx, amount: 1500 });
    await admin.caller.commissions.setTransactionStatus({ id: cancelled.id, status: 'CANCELED' });
    const over = await expectAppError(admin.caller.commissions.addTransaction({ ...tx, amount: 1760.01 }), 'VALIDATION_ERROR');
    expect(over.errors).toEqual([{ field: 'amount', message: 'Os repasses não podem passar do valor da comissão (R$\u00a05.760,00): restam R$\u00a01.760,00 a repassar' }]);
    // Up to the commission's amount exactly, paid or pending alike; then nothing more goes out.
    await admin.caller.commissions.setTransactionStatus({ id: first.id, status: 'PAID' });
    await admin.caller.commissions.addTransaction({ ...tx, amount: 1760 });
    const full = await expectAppError(admin.caller.commissions.addTransaction({ ...tx, amount: 0.01 }), 'VALIDATION_ERROR');
    expect(full.errors).toEqual([{ field: 'amount', message: 'Os repasses já somam o valor da comissão (R$\u00a05.760,00): não resta nada a repassar' }]);

    // The inflows are counted apart from the outflows, against the same amount.
    const inflow = { ...tx, receiver: 'Demo Crédito', description: 'Adiantamento do banco', flow: 1 as const };
    await admin.caller.commissions.addTransaction({ ...inflow, amount: 5000 });
    const tooMuch = await expectAppError(admin.caller.commissions.addTransaction({ ...inflow, amount: 760.01 }), 'VALIDATION_ERROR');
    expect(tooMuch.errors).toEqual([{ field: 'amount', message: 'As entradas não podem passar do valor da comissão (R$\u00a05.760,00): restam R$\u00a0760,00 a receber' }]);

    const detail = await admin.caller.commissions.get({ id: c.id });
    expect(detail.transactions.map((t) => [t.flow, t.status, t.amountCents])).toEqual([
      [2, 'PAID', 400_000],
      [2, 'CANCELED', 150_000],
      [2, 'PENDING', 176_000],
      [1, 'PENDING', 500_000],
    ]);

    // Paid, the bank's inflow is what the inflow already entered leaves: together they are the commission.
    let { version } = await admin.caller.commissions.advance({ id: c.id, version: c.version, to: 'PENDING_INVOICE' });
    ({ version } = await admin.caller.commissions.advance({ id: c.id, version, to: 'PAYMENT_PENDING', invoiceNumber: 'NF 77' }));
    await admin.caller.commissions.advance({ id: c.id, version, to: 'PAID', paidAt: '2026-11-20' });
    const inflows = (await admin.caller.commissions.get({ id: c.id })).transactions.filter((t) => t.flow === 1);
    expect(inflows.map((t) => [t.status, t.amountCents]).sort((a, b) => Number(b[1]) - Number(a[1]))).toEqual([
      ['PENDING', 500_000],
      ['PAID', 76_000],
    ]);
  });

  it('the agreement cannot lower the commission below what its outflows (or inflows) already use; nothing changes when refused', async () => {
    // R$ 480.000,00 × 1,20 % = R$ 5.760,00.
    const dealId = await dealAt(admin, 'Teto Acordo', ['propertyRegistry'], { operationValue: 480000 });
    const c = (await commissionOf(admin, dealId))!;
    const tx = { commissionId: c.id, receiver: 'Otávio Operador', description: 'Repasse ao corretor', dueDate: '2026-12-20', flow: 2 as const };
    await admin.caller.commissions.addTransaction({ ...tx, amount: 4000 });
    const cancelled = await admin.caller.commissions.addTransaction({ ...tx, amount: 1500 });
    await admin.caller.commissions.setTransactionStatus({ id: cancelled.id, status: 'CANCELED' });
    const agreement = { id: c.id, version: c.version, source: 'bank' as const, dueDate: '2026-12-15', bankPartnerId: null, banks: { inAnalysis: [], approved: [], chosen: null, preferred: null } };

    // R$ 300.000,00 × 1,20 % = R$ 3.600,00, below the R$ 4.000,00 already passed on (the cancelled one does not count).
    const lower = await expectAppError(admin.caller.commissions.update({ ...agreement, approvedValue: 300000, ratePercent: 1.2 }), 'VALIDATION_ERROR');
    expect(lower.errors).toEqual([{ field: 'approvedValue', message: 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a03.600,00)' }]);
    // Only the rate went down: said on the rate.
    const rate = await expectAppError(admin.caller.commissions.update({ ...agreement, approvedValue: 480000, ratePercent: 0.5 }), 'VALIDATION_ERROR');
    expect(rate.errors).toEqual([{ field: 'ratePercent', message: 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a02.400,00)' }]);
    expect(await admin.caller.commissions.get({ id: c.id })).toMatchObject({ approvedValueCents: 48_000_000, ratePercent: 1.2, commissionAmountCents: 576_000, dueDate: null, version: c.version });

    // Down to exactly what the outflows use: accepted (R$ 333.333,33 × 1,20 % = R$ 4.000,00).
    const { version } = await admin.caller.commissions.update({ ...agreement, approvedValue: 333333.33, ratePercent: 1.2 });
    expect((await admin.caller.commissions.get({ id: c.id })).commissionAmountCents).toBe(400_000);
    // A change that keeps the amount is never held back by it.
    await admin.caller.commissions.update({ ...agreement, version, approvedValue: 333333.33, ratePercent: 1.2, dueDate: '2026-12-30' });

    // The inflows count on their own: an advance from the bank of R$ 5.000,00 is the floor of another commission.
    const other = await dealAt(admin, 'Teto Entrada', ['propertyRegistry'], { operationValue: 480000 });
    const o = (await commissionOf(admin, other))!;
    await admin.caller.commissions.addTransaction({ ...tx, commissionId: o.id, receiver: 'Demo Crédito', description: 'Adiantamento do banco', flow: 1, amount: 5000 });
    const inflows = await expectAppError(admin.caller.commissions.update({ ...agreement, id: o.id, version: o.version, approvedValue: 400000, ratePercent: 1.2 }), 'VALIDATION_ERROR');
    expect(inflows.errors).toEqual([{ field: 'approvedValue', message: 'O valor da comissão não pode ser menor que R$\u00a05.000,00, já lançado em entradas (ficaria em R$\u00a04.800,00)' }]);
  });

  it('over HTTP, the refused agreement is a 400 with the message, never a 500', async () => {
    const http = await startHttp(env.deps);
    try {
      const dealId = await dealAt(admin, 'Teto Http', ['propertyRegistry'], { operationValue: 480000 });
      const c = (await commissionOf(admin, dealId))!;
      await admin.caller.commissions.addTransaction({ commissionId: c.id, receiver: 'Indicador', description: 'Indicação', dueDate: '2026-12-20', flow: 2, amount: 5000 });
      const answer = await trpcOverHttp(http.baseUrl, admin.accessData.accessToken, 'commissions.update', {
        id: c.id,
        version: c.version,
        approvedValue: 100000,
        ratePercent: 1.2,
        source: 'bank',
        dueDate: null,
        bankPartnerId: null,
        banks: { inAnalysis: [], approved: [], chosen: null, preferred: null },
      });
      expect(answer.status).toBe(400);
      expect(answer.error).toEqual({ type: 'VALIDATION_ERROR', message: 'O valor da comissão não pode ser menor que R$\u00a05.000,00, já lançado em saídas (ficaria em R$\u00a01.200,00)' });
      expect((await admin.caller.commissions.get({ id: c.id })).commissionAmountCents).toBe(576_000);
    } finally {
      await http.close();
    }
  });

  it('an outflow and a lowered agreement sent at once cannot leave the outflows above the commission', async () => {
    // PGlite runs one transaction at a time; on PostgreSQL (DATABASE_URL) this proves both take the commission's row lock.
    const dealId = await dealAt(admin, 'Teto Corrida', ['propertyRegistry'], { operationValue: 480000 });
    const c = (await commissionOf(admin, dealId))!;
    await admin.caller.commissions.addTransaction({ commissionId: c.id, receiver: 'Indicador', description: 'Indicação', dueDate: '2026-12-20', flow: 2, amount: 3000 });
    const results = await Promise.allSettled([
      admin.caller.commissions.addTransaction({ commissionId: c.id, receiver: 'Corretor', description: 'Repasse', dueDate: '2026-12-20', flow: 2, amount: 1500 }),
      // R$ 350.000,00 × 1,20 % = R$ 4.200,00: room for R$ 3.000,00, not for R$ 4.500,00.
      admin.caller.commissions.update({
        id: c.id,
        version: c.version,
        approvedValue: 350000,
        ratePercent: 1.2,
        source: 'bank',
        dueDate: null,
        bankPartnerId: null,
        banks: { inAnalysis: [], approved: [], chosen: null, preferred: null },
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const after = await admin.caller.commissions.get({ id: c.id });
    const outflows = after.transactions.filter((t) => t.flow === 2 && t.status !== 'CANCELED').reduce((n, t) => n + t.amountCents, 0);
    expect(outflows).toBeLessThanOrEqual(after.commissionAmountCents);
  });

  it('two outflows sent at once cannot together pass the commission', async () => {
    // PGlite runs one transaction at a time; on PostgreSQL (DATABASE_URL) this proves the commission's row lock.
    const dealId = await dealAt(admin, 'Teto Simultâneo', ['propertyRegistry'], { operationValue: 480000 });
    const c = (await commissionOf(admin, dealId))!;
    const tx = { commissionId: c.id, receiver: 'Indicador', description: 'Indicação', dueDate: '2026-12-20', flow: 2 as const, amount: 4000 };
    const results = await Promise.allSettled([admin.caller.commissions.addTransaction(tx), admin.caller.commissions.addTransaction(tx)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await admin.caller.commissions.get({ id: c.id })).transactions).toHaveLength(1);
  });

  it('filters by status (either reading), period, owner and bank, with totals per status', async () => {
    const mine = await dealAt(operator, 'Filtro Operador', ['propertyRegistry']);
    const all = await admin.caller.commissions.list({ size: 100 });
    const byCode = await admin.caller.commissions.list({ status: 3, size: 100 });
    const byText = await admin.caller.commissions.list({ status: 'PREVISION', size: 100 });
    expect(byCode.items.map((c) => c.id)).toEqual(byText.items.map((c) => c.id));
    expect(byCode.items.every((c) => c.status === 'PREVISION')).toBe(true);
    const prevision = all.totals.find((t) => t.status === 'PREVISION')!;
    expect(prevision).toMatchObject({ statusCode: 3, count: byCode.total });
    expect(prevision.cents).toBe(byCode.items.reduce((n, c) => n + c.commissionAmountCents, 0));
    const owned = await admin.caller.commissions.list({ ownerId: operator.user.id, size: 100 });
    expect(owned.items.length).toBeGreaterThan(0);
    expect(owned.items.every((c) => c.owner.id === operator.user.id)).toBe(true);
    const december = await admin.caller.commissions.list({ from: '2026-12-01', to: '2026-12-31', size: 100 });
    expect(december.items.every((c) => c.dueDate! >= '2026-12-01' && c.dueDate! <= '2026-12-31')).toBe(true);
    const search = await admin.caller.commissions.list({ search: 'Filtro Operador' });
    expect(search.items.map((c) => c.deal.id)).toEqual([mine]);
    await expectAppError(admin.caller.commissions.list({ status: 9 }), 'VALIDATION_ERROR');
  });

  it('visibility and permissions: the broker sees only theirs and manages nothing; another company sees nothing', async () => {
    const adminDeal = await dealAt(admin, 'Só Da Admin', ['propertyRegistry']);
    const c = (await commissionOf(admin, adminDeal))!;
    const seen = await operator.caller.commissions.list({ size: 100 });
    expect(seen.items.every((x) => x.owner.id === operator.user.id)).toBe(true);
    await expectAppError(operator.caller.commissions.get({ id: c.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(operator.caller.commissions.advance({ id: c.id, version: c.version, to: 'PENDING_INVOICE' }), 'FORBIDDEN_ERROR');
    expect((await manager.caller.commissions.get({ id: c.id })).id).toBe(c.id);
    await expectAppError(manager.caller.commissions.cancel({ id: c.id, version: c.version, reason: 'x' }), 'FORBIDDEN_ERROR');
    await expectAppError(otherAdmin.caller.commissions.get({ id: c.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.commissions.advance({ id: c.id, version: c.version, to: 'PENDING_INVOICE' }), 'ENTITY_NOT_FOUND_ERROR');
    expect((await otherAdmin.caller.commissions.list({})).items.some((x) => x.id === c.id)).toBe(false);
  });

  it('forecasts the open deals’ commissions weighted by their stage', async () => {
    const before = await admin.caller.commissions.forecast();
    await dealAt(admin, 'Previsão Aprovada', ['registration', 'negotiation', 'folderTreatment', 'preAnalysis', 'creditAnalysis', 'approved'], { operationValue: 100000 });
    const after = await admin.caller.commissions.forecast();
    // R$ 100.000,00 × 1,20 % = R$ 1.200,00 at the default weight of "approved" (70 %) = R$ 840,00.
    expect(after.expectedCents - before.expectedCents).toBe(84_000);
    expect(after.fullCents - before.fullCents).toBe(120_000);
    const realty = after.pipelines.find((p) => p.slug === 'financiamento-imobiliario')!;
    expect(realty.deals).toBeGreaterThan(0);
    expect(after.deals).toBe(before.deals + 1);
  });
});
