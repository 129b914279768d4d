import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankPartnerInput, TProductInput } from '../../../shared/schemas/catalogue.ts';
import { seedDemoCatalogue } from '../../db/seed-catalogue.ts';
import { createTestEnv, errorFields, expectAppError, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let master: Session;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

const bankInput = (over: Partial<TBankPartnerInput> = {}): TBankPartnerInput => ({
  name: 'Banco Teste',
  number: '999',
  acceptsUnregisteredProperty: false,
  analysisWithoutDocs: false,
  financingExpenses: true,
  averageSlaMin: 10,
  averageSlaMax: 30,
  gracePeriod: 0,
  incomeCommitment: 30,
  maxApplicants: 2,
  minCityPopulation: 0,
  minAssetValue: 50000,
  minCreditValue: 20000,
  acceptJuridicalPerson: true,
  availableIndexerList: ['Fixa'],
  availableTableList: ['PRICE'],
  availableAssetTypeList: ['casa'],
  creditScore: 500,
  ...over,
});

async function anyBankId(s: Session) {
  return (await s.caller.bankPartners.list({}))[0].id;
}

const productInput = (financialInstitutionId: string, over: Partial<TProductInput> = {}): TProductInput => ({
  name: 'Home equity da casa',
  global: false,
  financialInstitutionId,
  segment: 'Real State',
  type: 'HomeEquity',
  fee: 1.1,
  feeType: 'monthly',
  table: 'PRICE',
  indexer: 'Fixa',
  insurer: 'default',
  administrationFee: 25,
  expenseType: 'percentage',
  expenseValueFixed: 0,
  expenseValuePercentage: 2,
  ltv: 60,
  approveJuridicalPerson: true,
  minAssetValue: 100000,
  minCreditValue: 30000,
  maxFee: 2,
  minFee: 0.9,
  deadlineMin: 24,
  deadlineMax: 240,
  availableAssetType: ['casa', 'apartamento'],
  mipRate: 0.025,
  dfiRate: 0.008,
  ...over,
});

beforeAll(async () => {
  env = await createTestEnv();
  [master, admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.master.email, env.demo.password),
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('bank partners', () => {
  it('everyone sees the demo catalogue, labelled as demo data', async () => {
    const banks = await operator.caller.bankPartners.list({});
    expect(banks.length).toBeGreaterThanOrEqual(15);
    expect(banks.every((b) => b.isDemo)).toBe(true);
    expect(banks.map((b) => b.name)).toContain('Caixa Econômica Federal');
  });

  it('only the master manages banks; the spec min/max messages name the field', async () => {
    await expectAppError(operator.caller.bankPartners.create(bankInput()), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.bankPartners.create(bankInput()), 'FORBIDDEN_ERROR');
    const bad = await expectAppError(master.caller.bankPartners.create(bankInput({ creditScore: 1001, maxApplicants: 11, averageSlaMin: 40 })), 'VALIDATION_ERROR');
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'creditScore', message: 'O score deve estar entre 0 e 1000' },
        { field: 'maxApplicants', message: 'O valor não pode ser maior do que 10' },
      ]),
    );
    const sla = await expectAppError(master.caller.bankPartners.create(bankInput({ averageSlaMin: 40, averageSlaMax: 30 })), 'VALIDATION_ERROR');
    expect(errorFields(sla)).toEqual(['averageSlaMax']);
  });

  it("a bank's code names one bank, and its minimums follow the spec's R$ 1.000,00 floor", async () => {
    const before = (await master.caller.bankPartners.list({})).length;
    // 001 is Banco do Brasil's code in the demo catalogue.
    const taken = await expectAppError(master.caller.bankPartners.create(bankInput({ number: '001' })), 'VALIDATION_ERROR');
    expect(taken.errors).toEqual([{ field: 'number', message: 'Já existe um banco parceiro com este código' }]);
    const { bankPartner } = await master.caller.bankPartners.create(bankInput({ name: 'Banco Código Próprio', number: '998' }));
    const moved = await expectAppError(master.caller.bankPartners.update({ id: bankPartner.id, data: bankInput({ number: '001' }) }), 'VALIDATION_ERROR');
    expect(moved.errors).toEqual([{ field: 'number', message: 'Já existe um banco parceiro com este código' }]);
    // Saving a bank with its own code again is no conflict.
    expect((await master.caller.bankPartners.update({ id: bankPartner.id, data: bankInput({ name: 'Banco Código Próprio', number: '998', creditScore: 600 }) })).bankPartner.creditScore).toBe(600);
    const tiny = await expectAppError(master.caller.bankPartners.create(bankInput({ number: '997', minAssetValue: 10, minCreditValue: 5 })), 'VALIDATION_ERROR');
    expect(tiny.errors).toEqual(
      expect.arrayContaining([
        { field: 'minAssetValue', message: 'O valor mínimo é R$ 1.000,00' },
        { field: 'minCreditValue', message: 'O valor mínimo é R$ 1.000,00' },
      ]),
    );
    expect((await master.caller.bankPartners.get({ id: bankPartner.id })).number).toBe('998');
    await master.caller.bankPartners.delete({ id: bankPartner.id });
    expect((await master.caller.bankPartners.list({})).length).toBe(before);
  });

  it('master creates, edits and deletes a bank; its products disappear with it', async () => {
    const { bankPartner } = await master.caller.bankPartners.create(bankInput({ name: 'Banco Efêmero' }));
    expect(bankPartner.incomeCommitment).toBe(30);
    const { bankPartner: edited } = await master.caller.bankPartners.update({ id: bankPartner.id, data: bankInput({ name: 'Banco Efêmero SA', creditScore: 700 }) });
    expect([edited.name, edited.creditScore]).toEqual(['Banco Efêmero SA', 700]);
    const { product } = await admin.caller.products.create(productInput(bankPartner.id));
    expect((await master.caller.bankPartners.delete({ id: bankPartner.id })).message).toBe('Banco parceiro excluído com sucesso!');
    await expectAppError(admin.caller.products.get({ id: product.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(master.caller.bankPartners.get({ id: bankPartner.id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('logo upload accepts an image by content and refuses anything else', async () => {
    const http = await startHttp(env.deps);
    try {
      const id = await anyBankId(master);
      const send = (bytes: Uint8Array<ArrayBuffer> | string, name: string) => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        return fetch(`${http.baseUrl}/api/v1/bank-partners/${id}/logo`, { method: 'POST', headers: { authorization: `Bearer ${master.accessData.accessToken}` }, body: form });
      };
      const ok = await send('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>', 'logo.svg');
      expect(ok.status).toBe(200);
      const { logoUrl } = (await ok.json()) as { logoUrl: string };
      expect(logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.svg$/);
      const served = await fetch(`${http.baseUrl}${logoUrl}`);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      const exe = await send(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 'logo.png');
      expect(exe.status).toBe(400);
      expect(await exe.json()).toMatchObject({ type: 'UPLOAD_ERROR', message: 'Arquivo corrompido ou de tipo diferente do nome' });
      const big = await send(new Uint8Array(2_000_001), 'big.png');
      expect(((await big.json()) as { message: string }).message).toMatch(/^Arquivo muito grande/);
      const admin403 = await fetch(`${http.baseUrl}/api/v1/bank-partners/${id}/logo`, { method: 'POST', headers: { authorization: `Bearer ${admin.accessData.accessToken}` }, body: new FormData() });
      expect(admin403.status).toBe(403);
    } finally {
      await http.close();
    }
  });
});

describe('products', () => {
  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('validates every rule of spec §5 with the catalogue messages', async () => {
    const bank = await anyBankId(admin);
    const zero = await expectAppError(admin.caller.products.create(productInput(bank, { fee: 0 })), 'VALIDATION_ERROR');
    expect(zero.errors).toContainEqual({ field: 'fee', message: 'A taxa não pode ser igual a 0%' });
    const high = await expectAppError(admin.caller.products.create(productInput(bank, { fee: 101, maxFee: 150 })), 'VALIDATION_ERROR');
    expect(high.errors).toContainEqual({ field: 'fee', message: 'A taxa não pode ser maior do que 100%' });
    const deadline = await expectAppError(admin.caller.products.create(productInput(bank, { deadlineMax: 500 })), 'VALIDATION_ERROR');
    expect(deadline.errors).toContainEqual({ field: 'deadlineMax', message: 'O prazo máximo não pode ser maior do que 420 meses' });
    const minimum = await expectAppError(admin.caller.products.create(productInput(bank, { minCreditValue: 999 })), 'VALIDATION_ERROR');
    expect(minimum.errors).toContainEqual({ field: 'minCreditValue', message: 'O valor mínimo é R$ 1.000,00' });
    const missing = await expectAppError(admin.caller.products.create({ ...productInput(bank), name: '', segment: undefined as never }), 'VALIDATION_ERROR');
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Este campo é obrigatório' },
        { field: 'segment', message: 'Selecione uma opção' },
      ]),
    );
    const segment = await expectAppError(admin.caller.products.create(productInput(bank, { segment: 'Vehicular' })), 'VALIDATION_ERROR');
    expect(errorFields(segment)).toEqual(['type']);
  });

  it('company products stay in their company; global ones are for everyone and only the master edits them', async () => {
    const bank = await anyBankId(admin);
    const { product } = await admin.caller.products.create(productInput(bank, { name: 'Produto exclusivo Demo' }));
    expect(product).toMatchObject({ global: false, editable: true, fee: 1.1, ltv: 60 });
    expect((await operator.caller.products.list({ search: 'exclusivo Demo' })).total).toBe(1);
    // The operator reads the company's products but may not change them: no "Editar" that would end in a refusal.
    expect((await operator.caller.products.list({ search: 'exclusivo Demo' })).items[0].editable).toBe(false);
    expect((await operator.caller.products.get({ id: product.id })).editable).toBe(false);
    expect((await otherAdmin.caller.products.list({ search: 'exclusivo Demo' })).total).toBe(0);
    await expectAppError(otherAdmin.caller.products.get({ id: product.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.products.update({ id: product.id, data: productInput(bank) }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.products.delete({ id: product.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(operator.caller.products.create(productInput(bank)), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.products.create(productInput(bank, { global: true })), 'FORBIDDEN_ERROR');

    const global = (await admin.caller.products.list({ size: 100 })).items.find((p) => p.global)!;
    expect(global.editable).toBe(false);
    expect((await otherAdmin.caller.products.get({ id: global.id })).id).toBe(global.id);
    await expectAppError(admin.caller.products.update({ id: global.id, data: productInput(bank) }), 'FORBIDDEN_ERROR');
    const { product: mine } = await master.caller.products.create(productInput(bank, { name: 'Global do master', global: true }));
    expect((await otherAdmin.caller.products.get({ id: mine.id })).global).toBe(true);

    const { product: updated } = await admin.caller.products.update({ id: product.id, data: productInput(bank, { name: 'Produto exclusivo Demo', fee: 1.3 }) });
    expect(updated.fee).toBe(1.3);
    expect((await admin.caller.products.delete({ id: product.id })).message).toBe('Produto excluído com sucesso!');
    await expectAppError(admin.caller.products.get({ id: product.id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('lists page by page (20 by default) with filters', async () => {
    const page = await operator.caller.products.list({});
    expect(page.size).toBe(20);
    expect(page.totalPages).toBe(Math.ceil(page.total / 20));
    const vehicles = await operator.caller.products.list({ type: 'SimpleBest', size: 100 });
    expect(vehicles.items.length).toBeGreaterThan(0);
    expect(vehicles.items.every((p) => p.type === 'SimpleBest' && p.segment === 'Vehicular')).toBe(true);
  });
});

describe('demo catalogue review', () => {
  it('lists the reviewed terms: tariffs, accepted tables, LTV per table, SFH/SFI', async () => {
    const caixa = (await operator.caller.products.list({ search: 'Habitacional SBPE', size: 10 })).items[0];
    expect(caixa).toMatchObject({ fee: 11.19, ltv: 70, ltvPrice: 50, acceptedTables: ['SAC', 'PRICE'], housingSystem: 'SFH', valuationFee: 3100, tariffsFinanced: false, isDemo: true });
    const inter = (await operator.caller.products.list({ search: 'Financiamento Imobiliário IPCA', size: 10 })).items[0];
    expect(inter).toMatchObject({ fee: 9, indexer: 'IPCA(Pós)', housingSystem: 'SFI' });
  });

  it('brings an existing demo catalogue to the reviewed terms on start-up, keeping what a master edited', async () => {
    const db = env.deps.db;
    const idOf = async (name: string) => (await db.selectFrom('products').select('id').where('name', '=', name).where('is_demo', '=', true).executeTakeFirstOrThrow()).id;
    const inter = await idOf('Financiamento Imobiliário IPCA');
    const brb = await idOf('Habitacional BRB');
    // A database seeded before the review (2020 rate, never edited), and a demo product a master changed.
    await db
      .updateTable('products')
      .set({ fee: '0.05490000', accepted_tables: ['PRICE'], valuation_fee: '0', updated_at: sql`created_at` })
      .where('id', '=', inter)
      .execute();
    await db.updateTable('products').set({ fee: '0.10500000', updated_at: sql`now() + interval '1 second'` }).where('id', '=', brb).execute();
    expect(await seedDemoCatalogue(db)).toBe(false);
    const after = await db.selectFrom('products').select(['id', 'fee', 'accepted_tables', 'valuation_fee']).where('id', 'in', [inter, brb]).execute();
    expect(after.find((r) => r.id === inter)).toMatchObject({ fee: '0.09000000', accepted_tables: ['PRICE', 'SAC'], valuation_fee: '3100.00' });
    expect(after.find((r) => r.id === brb)?.fee).toBe('0.10500000');
  });
});
