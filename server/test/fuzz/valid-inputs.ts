/**
 * Valid inputs of the procedures whose schemas are too intricate to hit by chance (cross-field rules, check digits,
 * LTV limits). The fuzz breaks them one or two leaves at a time (`nearlyValid`), so the service behind gets inputs
 * that pass almost every check — the rules, the SQL and the arithmetic then meet the bad value, not just zod.
 */
import fc from 'fast-check';
import { formatCnpj } from '../../../shared/format.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { affiliateInput, cnpjFromBase, registrationInput } from '../account-fixtures.ts';
import { dealInput } from '../tenancy.ts';
import { bankAccountInput, courseInput, productInput, simulationInput } from '../tenant-objects.ts';
import { badDate, badDocument, badMoney, deeplyNested, nastyString, protoPolluted, specialNumber, wrongType } from './bad-values.ts';
import type { FuzzPool } from './from-schema.ts';

const first = (pool: FuzzPool, table: string) => pool.idsByTable[table]?.[0] ?? '00000000-0000-4000-8000-000000000000';

/** Unique but reproducible documents and e-mails: derived from a number the generator draws, never from Math.random. */
const cpfOf = (n: number) => cpfFromBase(String(100_000_000 + (n % 899_999_999)));
const cnpjOf = (n: number) => formatCnpj(cnpjFromBase(`${String(10_000_000 + (n % 89_999_999))}0001`));
const emailOf = (name: string, n: number) => `${name}.${n}@exemplo-fuzz.com.br`;

const bank = {
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
};

const publicDeal = (username: string, n: number) => ({
  username,
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Clara Visitante',
      document: cpfOf(n),
      birthDate: '1990-04-12',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Rita Visitante',
      email: 'clara@example.com',
      cellphone: '11987650000',
      incomes: [{ mensalIncome: 15000, professionalProfile: 'assalariado', admissionDate: '2018-02-01', main: true }],
    },
  ],
  operationValue: 320000,
  deadline: 360,
  objective: 'comprar',
  asset: { kind: 'realty', value: 450000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true },
  notes: 'Prefiro contato por WhatsApp à noite.',
  acceptTerms: true,
});

const release = { version: '9.9.9', releasedOn: '2026-01-10', title: 'Melhorias', highlights: '- Uma novidade\n- Outra', type: 'improvement' };

const company = {
  company: {
    corporateName: 'Demo Crédito Correspondente Bancário Ltda.',
    fantasyName: 'Demo Crédito',
    lineOfBusiness: 'Correspondente bancário',
    site: 'democredito.com.br',
    foundationDate: '2012-05-02',
    monthlyBilling: 250000,
    volumeOfOperations: 'high',
    isCompanyOperateInRealStateSegment: true,
    phone: '(19) 3232-1010',
    email: 'contato@demo.com.br',
  },
  address: { postalCode: '13015-904', street: 'Rua Barão de Jaguara', number: '1481', complement: '', neighborhood: 'Centro', city: 'Campinas' },
  contacts: [{ type: 'email', value: 'financeiro@demo.com.br', main: true }],
};

function registration(n: number) {
  const r = registrationInput();
  const email = emailOf('dona', n);
  return {
    ...r,
    company: { ...r.company, document: cnpjOf(n), corporateName: `Corretora Fuzz ${n} Ltda.`, fantasyName: `Fuzz ${n}`, email: emailOf('contato', n) },
    subscriber: { ...r.subscriber, email },
    user: { ...r.user, email, info: { ...r.user.info, document: cpfOf(n) } },
  };
}

function affiliate(pool: FuzzPool, n: number) {
  const a = affiliateInput({ companyId: first(pool, 'companies'), subsidiaryId: first(pool, 'subsidiaries') });
  return {
    ...a,
    subsidiary: { ...a.subsidiary, corporateName: `Filial Fuzz ${n} Ltda.`, fantasyName: `Filial Fuzz ${n}`, document: cnpjOf(n), email: emailOf('filial', n) },
    user: { ...a.user, email: emailOf('lucas', n), document: cpfOf(n) },
  };
}

/** procedure → a valid input; `n` (drawn by the generator) makes its documents and e-mails unique. */
export const VALID_INPUTS: Record<string, (pool: FuzzPool, n: number) => unknown> = {
  'deals.create': (_pool, n) => dealInput('Cliente Válida', cpfOf(n)),
  'deals.update': (pool, n) => ({ id: first(pool, 'deals'), version: 2, ...dealInput('Cliente Editada', cpfOf(n)) }),
  'dealBanks.add': (pool) => ({ dealId: first(pool, 'deals'), banks: [{ bankPartnerId: first(pool, 'bank_partners') }] }),
  'dealBanks.setStatus': (pool) => ({ id: first(pool, 'deal_bank_submissions'), version: 1, status: 'approved', approvedValue: 250000, conditions: '10,5% a.a., 360 meses' }),
  'tasks.create': (pool, n) => ({ dealId: first(pool, 'deals'), kind: 'call', title: `Ligar ${n}`, dueAt: '2099-01-10T12:00:00-03:00', notes: 'Depois das 18h' }),
  'tasks.update': (pool, n) => ({ id: first(pool, 'tasks'), version: 1, kind: 'visit', title: `Visitar ${n}`, dueAt: '2099-01-11T09:00:00Z' }),
  'tasks.setDone': (pool) => ({ id: first(pool, 'tasks'), version: 1, done: true }),
  'tasks.saveTemplate': (_pool, n) => ({ pipelineKey: 'realty-financing', stage: 'approved', active: true, kind: 'call', title: `Agendar assinatura ${n}`, dueInHours: 24 }),
  'simulation.run': () => simulationInput(),
  'simulation.save': () => simulationInput(),
  'simulation.deadlines': (pool) => ({ input: simulationInput(), productId: first(pool, 'products'), terms: [60, 120] }),
  'simulation.detailed': (pool) => ({ input: simulationInput(), productId: first(pool, 'products') }),
  'publicSimulation.run': (pool) => ({ username: pool.usernames[0], cellphone: '(11) 98765-4321', simulation: simulationInput() }),
  'publicDeals.submit': (pool, n) => publicDeal(pool.usernames[0], n),
  'addresses.byCep': (_pool, n) => ({ postalCode: `${String(1000 + (n % 98_000)).padStart(5, '0')}-000` }),
  'products.create': (pool) => productInput(first(pool, 'bank_partners'), 'Produto Válido'),
  'products.update': (pool) => ({ id: first(pool, 'products'), data: productInput(first(pool, 'bank_partners'), 'Produto Editado') }),
  'products.setProjection': (_pool, n) => ({ indexer: 'IPCA', annualProjection: 0.03 + (n % 100) / 10_000, source: 'Projeção do fuzz', validFrom: '2026-11-01' }),
  'bankPartners.create': () => bank,
  'bankPartners.update': (pool) => ({ id: first(pool, 'bank_partners'), data: bank }),
  'courses.create': () => courseInput('Curso Válido'),
  'courses.update': (pool) => ({ id: first(pool, 'courses'), data: courseInput('Curso Editado') }),
  'accounts.bankAccounts.create': () => bankAccountInput('Conta Válida'),
  'accounts.bankAccounts.update': (pool) => ({ ...bankAccountInput('Conta Editada'), id: first(pool, 'bank_accounts') }),
  'accounts.company.update': () => company,
  'accounts.registration.register': (_pool, n) => registration(n),
  'accounts.registration.registerAffiliate': (pool, n) => affiliate(pool, n),
  'accounts.subsidiaries.create': () => ({ fantasyName: 'Filial Válida', status: 'active' }),
  'commissions.update': (pool) => ({
    id: first(pool, 'commissions'),
    version: 1,
    approvedValue: 300000,
    ratePercent: 1.2,
    source: 'bank',
    dueDate: '2030-01-10',
    bankPartnerId: null,
    banks: { inAnalysis: [], approved: [], chosen: null, preferred: null },
  }),
  'commissions.addTransaction': (pool) => ({ commissionId: first(pool, 'commissions'), receiver: 'Fulano de Tal', description: 'Repasse', amount: 100, dueDate: '2030-01-10', flow: 2 }),
  'releases.create': () => release,
  'releases.update': (pool) => ({ id: first(pool, 'software_releases'), data: release }),
  'users.create': (pool, n) => ({
    name: 'Beatriz Campos',
    email: emailOf('beatriz', n),
    cellphone: '(11) 98765-4321',
    roleId: first(pool, 'roles'),
    password: 'Cadastro#2025x',
    passwordConfirmation: 'Cadastro#2025x',
    document: cpfOf(n),
    birthDate: '1990-01-15',
    gender: 'feminino',
  }),
  'users.updateMe': () => ({ name: 'Fuzz Operador', cellphone: '(11) 98765-4321', birthDate: '1990-01-15', gender: 'feminino' }),
};

/** Every leaf path of a JSON-like value (objects and arrays walked). */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...path, i])) : [path];
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...path, k])) : [path];
  }
  return [path];
}

function replaced(value: unknown, path: (string | number)[], leaf: unknown, drop: boolean): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const list = [...value];
    list[head as number] = replaced(list[head as number], rest, leaf, drop);
    return list;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (drop && !rest.length) delete copy[head];
  else copy[head] = replaced(copy[head], rest, leaf, drop);
  return copy;
}

const badLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: specialNumber, weight: 3 },
  { arbitrary: badMoney, weight: 2 },
  { arbitrary: badDate, weight: 2 },
  { arbitrary: badDocument, weight: 2 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: fc.constant(null).map(() => protoPolluted()), weight: 1 },
);

/** The valid input with one or two leaves replaced by bad values or dropped (and now and then left whole). */
export function nearlyValid(procedure: string, pool: FuzzPool): fc.Arbitrary<unknown> | undefined {
  const make = VALID_INPUTS[procedure];
  if (!make) return undefined;
  const oneChange = fc.tuple(fc.nat(), badLeaf, fc.boolean());
  return fc.tuple(fc.array(oneChange, { minLength: 0, maxLength: 2 }), fc.nat()).map(([changes, n]) => {
    let input = make(pool, n);
    for (const [index, leaf, drop] of changes) {
      const paths = leafPaths(input);
      input = replaced(input, paths[index % paths.length], leaf, drop && index % 3 === 0);
    }
    return input;
  });
}
