import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/format.ts';
import { BANK_SUBMISSION_MESSAGES as M } from '../../../shared/messages.ts';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { randomCpf } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, expectAppError, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { trpcOverHttp } from '../../test/http-trpc.ts';
import { commissionOfDeal, writeCommission } from '../commissions/commissions.repository.ts';
import type { BoardEvent } from './board-events.ts';
import { boardStream } from './board-stream.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let otherAdmin: Session;
let banks: { id: string; name: string }[];

const dealInput = (name: string): TDealCreateRequest => ({
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
      motherName: 'Mãe Teste',
      incomes: [{ mensalIncome: 20000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 400000,
  deadline: 360,
  asset: { kind: 'realty', value: 600000, type: 'apartamento', isRegistered: true },
});

/** A deal of the operator sent to the first three banks; its submissions by bank name. */
async function dealAtThreeBanks(name: string) {
  const { id } = await operator.caller.deals.create(dealInput(name));
  await operator.caller.dealBanks.add({ dealId: id, banks: banks.slice(0, 3).map((b) => ({ bankPartnerId: b.id })) });
  const list = await operator.caller.dealBanks.list({ dealId: id });
  const byBank = (i: number) => list.find((s) => s.bank.id === banks[i].id)!;
  return { id, list, byBank };
}

async function commissionOf(dealId: string) {
  return (await admin.caller.commissions.list({ size: 100 })).items.find((c) => c.deal.id === dealId);
}

/** The validation messages of a refused call. */
async function messagesOf(call: Promise<unknown>) {
  const err = await expectAppError(call, 'VALIDATION_ERROR');
  return [err.message, ...err.errors.map((e) => e.message)];
}

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
  banks = (await admin.caller.bankPartners.list({})).slice(0, 4);
  expect(banks.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => env?.close());

describe('one deal, several banks', () => {
  it('sends a deal to three banks at once: each starts as Enviado, the timeline says so, and a bank is not sent twice', async () => {
    const { id, list } = await dealAtThreeBanks('Sara Tresbancos');
    expect(list.map((s) => [s.status, s.statusLabel, s.chosen])).toEqual([
      ['sent', 'Enviado', false],
      ['sent', 'Enviado', false],
      ['sent', 'Enviado', false],
    ]);
    expect(list.map((s) => s.bank.name).sort()).toEqual(
      banks
        .slice(0, 3)
        .map((b) => b.name)
        .sort(),
    );
    const deal = await operator.caller.deals.get({ id });
    expect(deal.events.find((e) => e.kind === 'bank_sent')?.data.banks).toHaveLength(3);

    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: banks[1].id }, { bankPartnerId: banks[3].id }] }))).toContain(M.alreadySent(banks[1].name));
    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [] }))).toContain(M.selectBank);
    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: '00000000-0000-4000-8000-000000000000' }] }))).toContain(M.unknownBank);
    expect(await operator.caller.dealBanks.list({ dealId: id })).toHaveLength(3);

    // A product of a bank goes with it; a product of another bank or operation type is refused.
    const sentTo = new Set(list.map((s) => s.bank.id));
    const financing = (await admin.caller.products.list({ type: 'Financing', size: 100 })).items;
    const product = financing.find((p) => !sentTo.has(p.bank.id))!;
    const otherBank = banks.find((b) => b.id !== product.bank.id)!;
    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: otherBank.id, productId: product.id }] }))).toContain(M.unknownProduct);
    const [vehicle] = (await admin.caller.products.list({ type: 'SimpleBest', size: 100 })).items;
    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: vehicle.bank.id, productId: vehicle.id }] }))).toContain(M.unknownProduct);
    // A deal goes to a bank once: not a bank and its product together, nor the bank again for another product.
    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: product.bank.id }, { bankPartnerId: product.bank.id, productId: product.id }] }))).toContain(
      M.bankTwice(product.bank.name),
    );
    expect(await operator.caller.dealBanks.list({ dealId: id })).toHaveLength(3);
    await operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: product.bank.id, productId: product.id }] });
    const withProduct = (await operator.caller.dealBanks.list({ dealId: id })).find((s) => s.product?.id === product.id)!;
    expect(withProduct).toMatchObject({ bank: { id: product.bank.id }, product: { name: product.name }, status: 'sent' });
    expect(await messagesOf(operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: product.bank.id }] }))).toContain(M.alreadySent(product.bank.name));
    await operator.caller.dealBanks.remove({ id: withProduct.id });

    // The board card carries the per-bank picture, read in the board's own query.
    const board = await operator.caller.pipelines.board({ pipeline: 'financiamento-imobiliario', search: 'Sara Tresbancos' });
    const card = board.columns.flatMap((c) => c.cards).find((c) => c.id === id)!;
    expect(card.banks.map((b) => [b.status, b.chosen])).toEqual([
      ['sent', false],
      ['sent', false],
      ['sent', false],
    ]);
    expect(card.banks.map((b) => b.bankName).sort()).toEqual(
      banks
        .slice(0, 3)
        .map((b) => b.name)
        .sort(),
    );

    // Filtering by a bank finds the deals sent to it (board, list and export read the same filter).
    const cardsOf = async (bankPartnerId: string) => (await operator.caller.pipelines.board({ pipeline: 'financiamento-imobiliario', bankPartnerId })).columns.flatMap((c) => c.cards).map((c) => c.id);
    expect(await cardsOf(banks[2].id)).toContain(id);
    expect(await cardsOf(banks[3].id)).not.toContain(id);
    const listed = async (bankPartnerId: string) => (await operator.caller.deals.list({ bankPartnerId, size: 100 })).items.map((d) => d.id);
    expect(await listed(banks[3].id)).not.toContain(id);
    // A bank added later is found too.
    await operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: banks[3].id }] });
    expect(await listed(banks[3].id)).toContain(id);
    expect(await cardsOf(banks[3].id)).toContain(id);
  });

  it("records each bank's answer, asking for what each status needs", async () => {
    const { id, byBank } = await dealAtThreeBanks('Teresa Respostas');
    let a = byBank(0);
    const analysis = await operator.caller.dealBanks.setStatus({ id: a.id, version: a.version, status: 'analysis' });
    expect(await messagesOf(operator.caller.dealBanks.setStatus({ id: a.id, version: analysis.version, status: 'pending' }))).toContain(M.requestedDocumentsRequired);
    const pending = await operator.caller.dealBanks.setStatus({ id: a.id, version: analysis.version, status: 'pending', requestedDocuments: 'Extrato do FGTS' });
    expect(await messagesOf(operator.caller.dealBanks.setStatus({ id: a.id, version: pending.version, status: 'approved' }))).toContain(M.approvedValueRequired);
    // Above the property's R$ 600.000,00: a slip of the keyboard, refused on the field.
    expect(await messagesOf(operator.caller.dealBanks.setStatus({ id: a.id, version: pending.version, status: 'approved', approvedValue: 99_999_999 }))).toContain(
      M.approvedAboveAsset(formatMoney(600_000)),
    );
    await operator.caller.dealBanks.setStatus({ id: a.id, version: pending.version, status: 'approved', approvedValue: 380000, conditions: '10,49% a.a. + TR, 360 meses' });
    await expectAppError(operator.caller.dealBanks.setStatus({ id: a.id, version: pending.version, status: 'analysis' }), 'CONFLICT_ERROR', M.conflict);

    const b = byBank(1);
    expect(await messagesOf(operator.caller.dealBanks.setStatus({ id: b.id, version: b.version, status: 'denied', denialReason: '  ' }))).toContain(M.denialReasonRequired);
    const denied = await operator.caller.dealBanks.setStatus({ id: b.id, version: b.version, status: 'denied', denialReason: 'Renda insuficiente' });
    expect(denied.message).toBe(`${b.bank.name}: Negado`);

    const list = await operator.caller.dealBanks.list({ dealId: id });
    a = list.find((s) => s.id === a.id)!;
    expect(a).toMatchObject({ status: 'approved', statusLabel: 'Aprovado', approvedValue: 380000, conditions: '10,49% a.a. + TR, 360 meses', requestedDocuments: null });
    expect(a.decidedAt).toBeInstanceOf(Date);
    expect(list.find((s) => s.id === b.id)).toMatchObject({ status: 'denied', denialReason: 'Renda insuficiente', approvedValue: null });
    expect(list.find((s) => s.id === byBank(2).id)).toMatchObject({ status: 'sent', decidedAt: null });

    const events = (await operator.caller.deals.get({ id })).events.filter((e) => e.kind === 'bank_status');
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bank: byBank(0).bank.name, status: 'approved', approvedValue: 380000 }),
        expect.objectContaining({ bank: b.bank.name, status: 'denied', reason: 'Renda insuficiente' }),
      ]),
    );
  });

  it("the customer's choice: only an approved bank; it becomes the deal's bank and drives the commission until it is paid", async () => {
    const { id, byBank } = await dealAtThreeBanks('Ursula Escolha');
    const [a, b, c] = [byBank(0), byBank(1), byBank(2)];
    const okA = await operator.caller.dealBanks.setStatus({ id: a.id, version: a.version, status: 'approved', approvedValue: 350000 });
    const okC = await operator.caller.dealBanks.setStatus({ id: c.id, version: c.version, status: 'approved', approvedValue: 300000 });
    await operator.caller.dealBanks.setStatus({ id: b.id, version: b.version, status: 'denied', denialReason: 'Score baixo' });
    expect(await messagesOf(operator.caller.dealBanks.choose({ id: b.id, version: b.version + 1 }))).toContain(M.onlyApprovedChosen);

    const chosenA = await operator.caller.dealBanks.choose({ id: a.id, version: okA.version });
    expect(chosenA.message).toBe(`${a.bank.name} escolhido pelo cliente`);
    let deal = await operator.caller.deals.get({ id });
    expect(deal.bank?.id).toBe(a.bank.id);
    expect(deal.events.some((e) => e.kind === 'bank_chosen' && e.data.bank === a.bank.name)).toBe(true);
    expect(await messagesOf(operator.caller.dealBanks.remove({ id: a.id }))).toContain(M.chosenNotRemovable);
    expect(await messagesOf(operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'denied', denialReason: 'Desistência' }))).toContain(M.chosenNotChangeable);

    // The commission opens at the registry with the chosen bank and its approved value (not the requested value).
    let version = deal.version;
    for (const stage of ['creditAnalysis', 'approved', 'legalReview', 'contractIssuance', 'propertyRegistry']) ({ version } = await operator.caller.deals.move({ id, stage, version }));
    let commission = (await commissionOf(id))!;
    expect(commission.bank).toEqual({ id: a.bank.id, name: a.bank.name });
    expect(commission.approvedValue).toBe(350000);
    expect(commission.banks).toEqual({ inAnalysis: [], approved: expect.arrayContaining([a.bank.id, c.bank.id]), chosen: a.bank.id, preferred: null });

    // The customer changes their mind before payment: the commission follows, amount at the same rate.
    await operator.caller.dealBanks.choose({ id: c.id, version: okC.version });
    commission = (await commissionOf(id))!;
    expect(commission.bank?.id).toBe(c.bank.id);
    expect(commission.approvedValue).toBe(300000);
    expect(commission.commissionAmount).toBeCloseTo((300000 * commission.ratePercent) / 100, 2);
    expect((await operator.caller.dealBanks.list({ dealId: id })).filter((s) => s.chosen).map((s) => s.id)).toEqual([c.id]);
    deal = await operator.caller.deals.get({ id });
    expect(deal.bank?.id).toBe(c.bank.id);

    // Once the commission is paid the choice is final.
    let cv = commission.version;
    ({ version: cv } = await admin.caller.commissions.advance({ id: commission.id, version: cv, to: 'PENDING_INVOICE' }));
    ({ version: cv } = await admin.caller.commissions.advance({ id: commission.id, version: cv, to: 'PAYMENT_PENDING', invoiceNumber: 'NF 1' }));
    await admin.caller.commissions.advance({ id: commission.id, version: cv, to: 'PAID', paidAt: '2026-11-20' });
    const a2 = (await operator.caller.dealBanks.list({ dealId: id })).find((s) => s.id === a.id)!;
    expect(await messagesOf(operator.caller.dealBanks.choose({ id: a.id, version: a2.version }))).toContain(M.commissionClosed);
    expect((await commissionOf(id))!.bank?.id).toBe(c.bank.id);
  });

  it('a change of bank that would lower the commission below what its outflows already use is refused; nothing changes', async () => {
    const { id, a, c, chosenA, okC } = await chosenAtRegistry('Wanda Repasse');
    // R$ 350.000,00 × 1,20 % = R$ 4.200,00, of which R$ 4.000,00 already passed on to the broker.
    const commission = (await commissionOf(id))!;
    expect(commission.commissionAmountCents).toBe(420_000);
    await admin.caller.commissions.addTransaction({ commissionId: commission.id, receiver: 'Otávio Operador', description: 'Repasse', dueDate: '2026-12-20', flow: 2, amount: 4000 });

    // Another bank's R$ 300.000,00 would make it R$ 3.600,00; so would a lower value approved by the chosen bank.
    const message = 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a03.600,00)';
    const choose = await expectAppError(operator.caller.dealBanks.choose({ id: c.id, version: okC.version }), 'VALIDATION_ERROR');
    expect(choose.errors).toEqual([{ field: 'id', message }]);
    const lower = await expectAppError(operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 300000 }), 'VALIDATION_ERROR');
    expect(lower.errors).toEqual([{ field: 'approvedValue', message }]);
    expect(await commissionOf(id)).toMatchObject({ bank: { id: a.bank.id }, approvedValue: 350000, commissionAmountCents: 420_000 });
    expect((await operator.caller.dealBanks.list({ dealId: id })).filter((s) => s.chosen).map((s) => s.id)).toEqual([a.id]);
  });

  it('a denied deal taken on again is refused when the chosen bank would now bring its commission below what was paid out; nothing changes', async () => {
    const { id, byBank } = await dealAtThreeBanks('Xavier Retomado');
    const a = byBank(0);
    const okA = await operator.caller.dealBanks.setStatus({ id: a.id, version: a.version, status: 'approved', approvedValue: 350000 });
    const chosenA = await operator.caller.dealBanks.choose({ id: a.id, version: okA.version });
    let version = (await operator.caller.deals.get({ id })).version;
    for (const stage of ['creditAnalysis', 'approved', 'legalReview', 'contractIssuance', 'propertyRegistry']) ({ version } = await operator.caller.deals.move({ id, stage, version }));
    // R$ 350.000,00 × 1,20 % = R$ 4.200,00, of which R$ 4.000,00 paid out to the broker (a paid outflow outlives the denial).
    const commission = (await commissionOf(id))!;
    const outflow = await admin.caller.commissions.addTransaction({ commissionId: commission.id, receiver: 'Otávio Operador', description: 'Repasse', dueDate: '2026-12-20', flow: 2, amount: 4000 });
    await admin.caller.commissions.setTransactionStatus({ id: outflow.id, status: 'PAID' });
    ({ version } = await operator.caller.deals.move({ id, stage: 'denied', version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' }));
    // While the commission is cancelled, the chosen bank's approved value goes down to R$ 300.000,00.
    const lowered = await operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 300000 });
    const cancelled = await admin.caller.commissions.get({ id: commission.id });
    expect(cancelled).toMatchObject({ status: 'CANCELED', cancelReason: 'Negócio negado', commissionAmountCents: 420_000 });

    // Taken on again at the registry, the commission would come back at R$ 3.600,00: refused on the stage, as a 400.
    const message = 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a03.600,00)';
    const refused = await expectAppError(operator.caller.deals.move({ id, stage: 'propertyRegistry', version }), 'VALIDATION_ERROR');
    expect(refused.errors).toEqual([{ field: 'stage', message }]);
    const http = await startHttp(env.deps);
    try {
      const answer = await trpcOverHttp(http.baseUrl, operator.accessData.accessToken, 'deals.move', { id, stage: 'completed', version });
      expect(answer).toMatchObject({ status: 400, error: { type: 'VALIDATION_ERROR', message } });
    } finally {
      await http.close();
    }
    const deal = await operator.caller.deals.get({ id });
    expect(deal).toMatchObject({ stage: 'denied', version });
    expect(deal.events.filter((e) => e.kind === 'commission_status').map((e) => e.data.to)).toEqual(['CANCELED', 'PREVISION']);
    expect(await admin.caller.commissions.get({ id: commission.id })).toMatchObject({ status: 'CANCELED', commissionAmountCents: 420_000, version: cancelled.version });

    // With the bank's value back where the outflow fits (R$ 333.333,33 × 1,20 % = R$ 4.000,00), the deal is taken on again.
    await operator.caller.dealBanks.setStatus({ id: a.id, version: lowered.version, status: 'approved', approvedValue: 333333.33 });
    await operator.caller.deals.move({ id, stage: 'propertyRegistry', version: (await operator.caller.deals.get({ id })).version });
    expect(await admin.caller.commissions.get({ id: commission.id })).toMatchObject({ status: 'PREVISION', commissionAmountCents: 400_000 });
  });

  /**
   * A deal moved to the registry after its customer chose the first bank at R$ 350.000,00 (commission R$ 4.200,00); the
   * third bank approved R$ 300.000,00, which would make it R$ 3.600,00.
   */
  async function chosenAtRegistry(name: string) {
    const { id, byBank } = await dealAtThreeBanks(name);
    const [a, c] = [byBank(0), byBank(2)];
    const okA = await operator.caller.dealBanks.setStatus({ id: a.id, version: a.version, status: 'approved', approvedValue: 350000 });
    const okC = await operator.caller.dealBanks.setStatus({ id: c.id, version: c.version, status: 'approved', approvedValue: 300000 });
    const chosenA = await operator.caller.dealBanks.choose({ id: a.id, version: okA.version });
    let version = (await operator.caller.deals.get({ id })).version;
    for (const stage of ['creditAnalysis', 'approved', 'legalReview', 'contractIssuance', 'propertyRegistry']) ({ version } = await operator.caller.deals.move({ id, stage, version }));
    return { id, a, c, chosenA, okC, version, commissionId: (await commissionOf(id))!.id };
  }

  /** chosenAtRegistry, with R$ 4.000,00 of the commission already paid through `flow`. */
  async function paidAtRegistry(name: string, flow: 1 | 2) {
    const deal = await chosenAtRegistry(name);
    const description = flow === 2 ? 'Repasse' : 'Adiantamento do banco';
    const paid = await admin.caller.commissions.addTransaction({ commissionId: deal.commissionId, receiver: 'Otávio Operador', description, dueDate: '2026-12-20', flow, amount: 4000 });
    await admin.caller.commissions.setTransactionStatus({ id: paid.id, status: 'PAID' });
    return deal;
  }

  it('a denied deal taken on again through an earlier stage keeps its commission untouched until the registry, which still refuses it below what was paid out', async () => {
    const { id, a, chosenA, commissionId } = await paidAtRegistry('Yara Volta', 2);
    let version = (await operator.caller.deals.get({ id })).version;
    ({ version } = await operator.caller.deals.move({ id, stage: 'denied', version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' }));
    const denied = await admin.caller.commissions.get({ id: commissionId });
    // Lowering the chosen bank while the deal is denied leaves the cancelled commission as the denial left it.
    await operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 300000 });
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'CANCELED', approvedValueCents: 35_000_000, commissionAmountCents: 420_000, version: denied.version });

    // Taken on again at a stage before the registry: the commission stays cancelled, at the same amount.
    ({ version } = await operator.caller.deals.move({ id, stage: 'approved', version }));
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'CANCELED', commissionAmountCents: 420_000, version: denied.version });

    // At the registry it would come back at R$ 3.600,00: refused on the stage, and the deal stays where it was.
    const message = 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a03.600,00)';
    for (const stage of ['propertyRegistry', 'completed']) {
      const refused = await expectAppError(operator.caller.deals.move({ id, stage, version }), 'VALIDATION_ERROR');
      expect(refused.errors).toEqual([{ field: 'stage', message }]);
    }
    expect(await operator.caller.deals.get({ id })).toMatchObject({ stage: 'approved', version });
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'CANCELED', commissionAmountCents: 420_000, version: denied.version });
  });

  it('a deal moved back before the registry keeps its commission open: a lower value of the chosen bank or another bank below what was paid out is still refused', async () => {
    const { id, a, c, chosenA, okC, commissionId } = await paidAtRegistry('Zilda Recuo', 2);
    const { version } = await operator.caller.deals.move({ id, stage: 'approved', version: (await operator.caller.deals.get({ id })).version });
    const before = await admin.caller.commissions.get({ id: commissionId });
    expect(before).toMatchObject({ status: 'PREVISION', commissionAmountCents: 420_000 });

    const message = 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a03.600,00)';
    const lower = await expectAppError(operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 300000 }), 'VALIDATION_ERROR');
    expect(lower.errors).toEqual([{ field: 'approvedValue', message }]);
    const choose = await expectAppError(operator.caller.dealBanks.choose({ id: c.id, version: okC.version }), 'VALIDATION_ERROR');
    expect(choose.errors).toEqual([{ field: 'id', message }]);
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({
      bank: { id: a.bank.id },
      approvedValueCents: 35_000_000,
      commissionAmountCents: 420_000,
      version: before.version,
    });
    expect((await operator.caller.dealBanks.list({ dealId: id })).find((s) => s.id === a.id)).toMatchObject({ chosen: true, approvedValue: 350000, version: chosenA.version });
    expect(await operator.caller.deals.get({ id })).toMatchObject({ stage: 'approved', version });
  });

  it('a paid advance from the bank is a floor too: a lower approved value is refused, open or when the denied deal is taken on again', async () => {
    const { id, a, chosenA, commissionId } = await paidAtRegistry('Abigail Adiantamento', 1);
    const message = 'O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em entradas (ficaria em R$\u00a03.600,00)';
    const lower = await expectAppError(operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 300000 }), 'VALIDATION_ERROR');
    expect(lower.errors).toEqual([{ field: 'approvedValue', message }]);

    let version = (await operator.caller.deals.get({ id })).version;
    ({ version } = await operator.caller.deals.move({ id, stage: 'denied', version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' }));
    await operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 300000 });
    const refused = await expectAppError(operator.caller.deals.move({ id, stage: 'propertyRegistry', version }), 'VALIDATION_ERROR');
    expect(refused.errors).toEqual([{ field: 'stage', message }]);
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'CANCELED', commissionAmountCents: 420_000 });
    expect(await operator.caller.deals.get({ id })).toMatchObject({ stage: 'denied', version });
  });

  /** Waits until `count` statements of this test database wait for a lock (a row lock another transaction holds). */
  async function untilWaitingForALock(count = 1) {
    const start = Date.now();
    for (;;) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(env.deps.db);
      if (rows[0].n >= count) return;
      if (Date.now() - start > 5000) throw new Error('no statement waited for the lock');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /**
   * A deal at the registry whose customer chose the first bank at R$ 350.000,00 (commission R$ 4.200,00; for `to` PAID,
   * already payment pending), the third bank approved at R$ 300.000,00; and `closeWhile`, which pays or cancels the
   * commission in a transaction of its own that holds the row until `during` (started inside it) waits for that row.
   */
  async function closingAtRegistry(name: string, to: 'PAID' | 'CANCELED') {
    const { id, a, c, chosenA, okC, commissionId } = await chosenAtRegistry(name);
    if (to === 'PAID') {
      const { version: cv } = await admin.caller.commissions.advance({ id: commissionId, version: (await commissionOf(id))!.version, to: 'PENDING_INVOICE' });
      await admin.caller.commissions.advance({ id: commissionId, version: cv, to: 'PAYMENT_PENDING', invoiceNumber: 'NF 7' });
    }
    const before = await admin.caller.commissions.get({ id: commissionId });
    expect(before).toMatchObject({ bank: { id: a.bank.id }, approvedValueCents: 35_000_000, commissionAmountCents: 420_000 });
    async function closeWhile<T>(during: () => Promise<T>): Promise<PromiseSettledResult<T>> {
      let pending: Promise<PromiseSettledResult<T>> | undefined;
      await env.deps.db.transaction().execute(async (trx) => {
        const closing = to === 'PAID' ? { status: to, paid_at: new Date('2026-11-20T12:00:00Z') } : { status: to, cancel_reason: 'Desistência do cliente' };
        expect(await writeCommission(trx, commissionId, before.version, closing, { statusChanged: true })).toBe(before.version + 1);
        pending = during().then(
          (value) => ({ status: 'fulfilled', value }),
          (reason) => ({ status: 'rejected', reason }),
        );
        await untilWaitingForALock();
      });
      return pending!;
    }
    return { id, a, c, chosenA, okC, commissionId, before, closeWhile };
  }

  // PGlite runs one transaction at a time; on PostgreSQL (DATABASE_URL) a payment or a cancellation holds the commission's
  // row while a bank change comes in: the change must decide on the status it finds once the lock is granted, not on the
  // one it read before waiting.
  for (const [to, name] of [
    ['PAID', 'Beatriz Corrida Paga'],
    ['CANCELED', 'Clara Corrida Cancelada'],
  ] as const) {
    it.skipIf(!process.env.DATABASE_URL)(`(só PostgreSQL) a commission made ${to} while the chosen bank's approved value goes up keeps its bank, value and amount`, async () => {
      const { id, a, chosenA, commissionId, before, closeWhile } = await closingAtRegistry(name, to);
      // The chosen bank approves R$ 380.000,00 (R$ 4.560,00 at the same rate) while the commission is being closed.
      const raised = await closeWhile(() => operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 380000 }));
      expect(raised.status).toBe('fulfilled');

      // The bank's answer is recorded; the closed commission no longer follows it.
      expect((await operator.caller.dealBanks.list({ dealId: id })).find((s) => s.id === a.id)).toMatchObject({ chosen: true, approvedValue: 380000 });
      expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({
        status: to,
        bank: { id: a.bank.id },
        approvedValueCents: 35_000_000,
        commissionAmountCents: 420_000,
        version: before.version + 1,
      });
    });
  }

  it.skipIf(!process.env.DATABASE_URL)("(só PostgreSQL) the customer's choice of another bank sent while the commission is being paid is refused: the choice is final", async () => {
    const { id, a, c, okC, commissionId, before, closeWhile } = await closingAtRegistry('Dora Corrida Escolha', 'PAID');
    const choice = await closeWhile(() => operator.caller.dealBanks.choose({ id: c.id, version: okC.version }));
    expect(choice.status).toBe('rejected');
    expect(await messagesOf(Promise.reject((choice as PromiseRejectedResult).reason))).toContain(M.commissionClosed);
    expect((await operator.caller.dealBanks.list({ dealId: id })).filter((s) => s.chosen).map((s) => s.id)).toEqual([a.id]);
    expect((await operator.caller.deals.get({ id })).bank?.id).toBe(a.bank.id);
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'PAID', bank: { id: a.bank.id }, commissionAmountCents: 420_000, version: before.version + 1 });
  });

  it.skipIf(!process.env.DATABASE_URL)('(só PostgreSQL) a denial sent while the commission is being paid is refused: the paid commission and the deal stay as they are', async () => {
    const { id, commissionId, before, closeWhile } = await closingAtRegistry('Fábia Corrida Negada', 'PAID');
    const deal = await operator.caller.deals.get({ id });
    const denial = await closeWhile(() => operator.caller.deals.move({ id, stage: 'denied', version: deal.version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' }));
    expect(denial.status).toBe('rejected');
    expect(await messagesOf(Promise.reject((denial as PromiseRejectedResult).reason))).toContain('A comissão deste negócio já foi paga: ele fica em Liberação do crédito');
    expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'PAID', commissionAmountCents: 420_000, version: before.version + 1 });
    expect(await operator.caller.deals.get({ id })).toMatchObject({ stage: 'propertyRegistry', version: deal.version });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    '(só PostgreSQL) a payment and a higher approved value of the chosen bank sent at once both go through, one after the other: the paid commission keeps its amount',
    async () => {
      const { id, a, chosenA, commissionId, before } = await closingAtRegistry('Elisa Corrida Real', 'PAID');
      let paying: Promise<PromiseSettledResult<unknown>> | undefined;
      let raising: Promise<PromiseSettledResult<unknown>> | undefined;
      const settle = (p: Promise<unknown>): Promise<PromiseSettledResult<unknown>> =>
        p.then(
          (value) => ({ status: 'fulfilled', value }),
          (reason) => ({ status: 'rejected', reason }),
        );
      // Another transaction holds the commission's row: the payment waits for it first, then the bank change behind it.
      await env.deps.db.transaction().execute(async (trx) => {
        await commissionOfDeal(trx, id, { forUpdate: true });
        paying = settle(admin.caller.commissions.advance({ id: commissionId, version: before.version, to: 'PAID', paidAt: '2026-11-20' }));
        await untilWaitingForALock();
        raising = settle(operator.caller.dealBanks.setStatus({ id: a.id, version: chosenA.version, status: 'approved', approvedValue: 380000 }));
        await untilWaitingForALock(2);
      });
      // The payment adds its timeline event while the bank change holds the deal: neither fails on a deadlock.
      expect([(await paying!).status, (await raising!).status]).toEqual(['fulfilled', 'fulfilled']);
      expect(await admin.caller.commissions.get({ id: commissionId })).toMatchObject({ status: 'PAID', bank: { id: a.bank.id }, approvedValueCents: 35_000_000, commissionAmountCents: 420_000 });
      expect((await operator.caller.dealBanks.list({ dealId: id })).find((s) => s.id === a.id)).toMatchObject({ approvedValue: 380000 });
    },
  );

  it("the dashboard's bank funnel and the release estimate use the banks' answers", async () => {
    const before = (await admin.caller.deals.dashboard()).banks;
    const { id, byBank } = await dealAtThreeBanks('Wanda Painel');
    const estimateBefore = (await operator.caller.deals.get({ id })).expectedRelease!.days;
    for (const i of [1, 2]) await operator.caller.dealBanks.setStatus({ id: byBank(i).id, version: byBank(i).version, status: 'denied', denialReason: 'Fora da política' });
    expect((await admin.caller.deals.dashboard()).banks).toEqual({ ...before, sent: before.sent + 1 });
    const ok = await operator.caller.dealBanks.setStatus({ id: byBank(0).id, version: byBank(0).version, status: 'approved', approvedValue: 390000 });
    await operator.caller.dealBanks.choose({ id: byBank(0).id, version: ok.version });
    expect((await admin.caller.deals.dashboard()).banks).toEqual({ ...before, sent: before.sent + 1, approved: before.approved + 1, chosen: before.chosen + 1 });
    // Still in the first stage on the board, but approved by the bank: the stages before the approval no longer count.
    const estimate = (await operator.caller.deals.get({ id })).expectedRelease!;
    expect(estimate.days).toBeLessThan(estimateBefore);

    const denied = await dealAtThreeBanks('Xenia Negada');
    for (const i of [0, 1, 2]) await operator.caller.dealBanks.setStatus({ id: denied.byBank(i).id, version: denied.byBank(i).version, status: 'denied', denialReason: 'Score baixo' });
    expect((await admin.caller.deals.dashboard()).banks.allDenied).toBe(before.allDenied + 1);
  });

  it('an open board hears each bank change live, and each change is audited', async () => {
    const { id } = await operator.caller.deals.create(dealInput('Yolanda Aovivo'));
    const controller = new AbortController();
    const heard: BoardEvent[] = [];
    const done = (async () => {
      for await (const e of boardStream(env.deps, admin.user, 'financiamento-imobiliario', controller.signal)) heard.push(e);
    })();
    await new Promise((r) => setTimeout(r, 100));
    await operator.caller.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: banks[0].id }] });
    const [s] = await operator.caller.dealBanks.list({ dealId: id });
    await operator.caller.dealBanks.setStatus({ id: s.id, version: s.version, status: 'analysis' });
    const start = Date.now();
    while (heard.filter((e) => e.dealId === id).length < 2 && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await done;
    expect(heard.filter((e) => e.dealId === id).map((e) => e.kind)).toEqual(['bank_sent', 'bank_status']);

    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', id).where('action', 'like', 'deal.bank_%').orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['deal.bank_send', 'deal.bank_status']);
  });

  it('keeps to the tenant and the deal visibility; changing needs deal update', async () => {
    const { id, byBank } = await dealAtThreeBanks('Vera Fronteira');
    const a = byBank(0);
    const outsider = otherAdmin.caller;
    await expectAppError(outsider.dealBanks.list({ dealId: id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(outsider.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: banks[3].id }] }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(outsider.dealBanks.setStatus({ id: a.id, version: a.version, status: 'analysis' }), 'ENTITY_NOT_FOUND_ERROR', M.notFound);
    await expectAppError(outsider.dealBanks.choose({ id: a.id, version: a.version }), 'ENTITY_NOT_FOUND_ERROR', M.notFound);
    await expectAppError(outsider.dealBanks.remove({ id: a.id }), 'ENTITY_NOT_FOUND_ERROR', M.notFound);

    // Another operator of the same company sees only their own deals.
    const { insertTestUser } = await import('../../test/fixtures.ts');
    const peer = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const peerSession = await signIn(env.deps, peer.email, peer.password);
    await expectAppError(peerSession.caller.dealBanks.list({ dealId: id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(peerSession.caller.dealBanks.remove({ id: a.id }), 'ENTITY_NOT_FOUND_ERROR');

    // A reader of the company's deals without deal update reads the banks but changes nothing.
    const permissions = new Set([...admin.user.permissions].filter((p) => p !== 'deal/update'));
    const reader = callerFor(env.deps, { ...admin.user, permissions });
    expect(await reader.dealBanks.list({ dealId: id })).toHaveLength(3);
    await expectAppError(reader.dealBanks.setStatus({ id: a.id, version: a.version, status: 'analysis' }), 'FORBIDDEN_ERROR');
    await expectAppError(reader.dealBanks.add({ dealId: id, banks: [{ bankPartnerId: banks[3].id }] }), 'FORBIDDEN_ERROR');
    await expectAppError(reader.dealBanks.remove({ id: a.id }), 'FORBIDDEN_ERROR');

    // The administrator of the company (company visibility) removes a bank sent by mistake.
    expect((await admin.caller.dealBanks.remove({ id: byBank(2).id })).message).toBe(`${byBank(2).bank.name} removido do negócio`);
    expect(await operator.caller.dealBanks.list({ dealId: id })).toHaveLength(2);
  });
});
