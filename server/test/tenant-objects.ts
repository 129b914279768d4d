/**
 * Objects of every kind in each affiliate of both test companies (demo "Demo Crédito" and "Outra Empresa"), made
 * through the real procedures: for each company × affiliate an owner (an operator nobody else signs in as) with a
 * deal and its documents and customer, a saved simulation, a commission with a transaction, a tracking link, a
 * notification and a completed course; for each company a course, a product and a bank account of its own.
 * The isolation matrix (R5, docs/design/security.md) aims every role at them; the fuzz (R4) draws real ids from them.
 */
import { randomUUID } from 'node:crypto';
import { notify } from '../domains/notifications/notifications.repository.ts';
import { type InsertedUser, insertTestUser, randomCpf, type Tenant } from './fixtures.ts';
import { type Session, signIn, type TestEnv } from './harness.ts';
import { dealInput } from './tenancy.ts';

export type CompanyKey = 'demo' | 'other';
export const COMPANY_KEYS: CompanyKey[] = ['demo', 'other'];

/** What one owner holds in one affiliate. */
export interface PlacedObjects {
  company: CompanyKey;
  subsidiary: 0 | 1;
  companyId: string;
  subsidiaryId: string;
  subsidiaryName: string;
  owner: InsertedUser;
  /** The deal's (and the simulation's) customer: unique, so a search for it finds only this affiliate's objects. */
  customerName: string;
  dealId: string;
  dealVersion: number;
  documentId: string;
  customerId: string;
  associateId: string;
  simulationId: string;
  commissionId: string;
  commissionVersion: number;
  transactionId: string;
  trackingToken: string;
  notificationId: string;
  /** An open task on the deal, assigned to its owner. */
  taskId: string;
  taskVersion: number;
  /** A bank the deal was sent to (a deal may go to several banks), and one it was not. */
  submissionId: string;
  submissionVersion: number;
  spareBankId: string;
}

/** What belongs to a company as a whole. */
export interface CompanyObjects {
  companyId: string;
  courseId: string;
  courseTitle: string;
  productId: string;
  productName: string;
  bankPartnerId: string;
  bankAccountId: string;
}

export interface SeededObjects {
  placed: PlacedObjects[];
  companies: Record<CompanyKey, CompanyObjects>;
}

/** A valid home-equity simulation request. */
export function simulationInput(name = 'Maria Souza', cpf = '529.982.247-25') {
  return {
    type: 'HomeEquity' as const,
    customer: { name, document: cpf, birthDate: '1975-03-10', income: 25000 },
    assetValue: 600000,
    operationValue: 300000,
    deadline: 180,
    isRegistered: true,
    numberOfAssociates: 1,
    gracePeriod: 0,
  };
}

const NAMES: Record<CompanyKey, [string, string]> = { demo: ['Paulo Paulista', 'Carla Campineira'], other: ['Rita Recifense', 'Caio Curitibano'] };

async function placeObjects(env: TestEnv, company: CompanyKey, subsidiary: 0 | 1, admin: Session): Promise<PlacedObjects> {
  const tenant: Tenant = env[company];
  const owner = await insertTestUser(env.deps.db, tenant, { role: 'operator', subsidiary, name: `Dono ${NAMES[company][subsidiary]}` });
  const session = await signIn(env.deps, owner.email, owner.password);
  const customerName = NAMES[company][subsidiary];
  const { id: dealId } = await session.caller.deals.create(dealInput(customerName));
  const { version: movedVersion } = await session.caller.deals.move({ id: dealId, stage: 'propertyRegistry', version: 1 });
  const [sentBank, spareBank] = await session.caller.bankPartners.list({});
  await session.caller.dealBanks.add({ dealId, banks: [{ bankPartnerId: sentBank.id }] });
  const [submission] = await session.caller.dealBanks.list({ dealId });
  const deal = await session.caller.deals.get({ id: dealId });
  const simulation = await session.caller.simulation.save(simulationInput(customerName, randomCpf()));
  const task = await session.caller.tasks.create({ dealId, kind: 'call', title: `Ligar para ${customerName}`, dueAt: '2099-01-10T12:00:00Z' });
  const commission = (await admin.caller.commissions.list({ size: 100 })).items.find((c) => c.deal.id === dealId);
  if (!commission) throw new Error(`no commission for the deal of ${customerName}`);
  const transaction = await admin.caller.commissions.addTransaction({ commissionId: commission.id, receiver: owner.name, description: 'Repasse', amount: 500, dueDate: '2030-01-10', flow: 2 });
  const { url } = await session.caller.deals.trackingLink({ id: dealId });
  await notify(env.deps.db, { userId: owner.id, companyId: tenant.companyId, kind: 'test', title: `Aviso para ${customerName}`, link: `/deal/${dealId}` });
  const notification = await env.deps.db.selectFrom('notifications').select('id').where('user_id', '=', owner.id).executeTakeFirstOrThrow();
  return {
    company,
    subsidiary,
    companyId: tenant.companyId,
    subsidiaryId: tenant.subsidiaries[subsidiary].id,
    subsidiaryName: tenant.subsidiaries[subsidiary].fantasyName,
    owner,
    customerName,
    dealId,
    dealVersion: Math.max(movedVersion, deal.version),
    documentId: deal.documents[0].id,
    customerId: deal.associates[0].customer_id as string,
    associateId: deal.associates[0].id,
    simulationId: simulation.id,
    commissionId: commission.id,
    commissionVersion: commission.version,
    transactionId: transaction.id,
    trackingToken: url.slice(url.lastIndexOf('/') + 1),
    notificationId: notification.id,
    taskId: task.id,
    taskVersion: 1,
    submissionId: submission.id,
    submissionVersion: submission.version,
    spareBankId: spareBank.id,
  };
}

/** A valid course of the company (no link, 30 minutes). */
export const courseInput = (title: string) => ({
  title,
  description: 'Processos internos da empresa.',
  linkUrl: '',
  durationMinutes: 30,
  category: 'atendimento' as const,
  mandatory: false,
  validityMonths: null,
});

/** A valid company product (home equity) of the bank partner `bankId`. */
export const productInput = (bankId: string, name: string) => ({
  name,
  global: false,
  financialInstitutionId: bankId,
  segment: 'Real State' as const,
  type: 'HomeEquity' as const,
  fee: 1.1,
  feeType: 'monthly' as const,
  table: 'PRICE' as const,
  indexer: 'Fixa' as const,
  insurer: 'default' as const,
  administrationFee: 25,
  expenseType: 'percentage' as const,
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
  availableAssetType: ['casa' as const, 'apartamento' as const],
  mipRate: 0.025,
  dfiRate: 0.008,
});

/** A valid bank account (Itaú). */
export const bankAccountInput = (name: string) => ({ name, bank: '341' as const, agencyNumber: '1234', agencyDigit: '', accountNumber: '567890', accountDigit: '1', main: false });

async function companyObjects(env: TestEnv, company: CompanyKey, admin: Session): Promise<CompanyObjects> {
  const tag = randomUUID().slice(0, 6);
  const { course } = await admin.caller.courses.create(courseInput(`Rotina interna ${company} ${tag}`));
  const [bank] = await admin.caller.bankPartners.list({});
  const { product } = await admin.caller.products.create(productInput(bank.id, `Home equity ${company} ${tag}`));
  const { accounts } = await admin.caller.accounts.bankAccounts.create(bankAccountInput(`Conta ${company}`));
  const tenant = env[company];
  return {
    companyId: tenant.companyId,
    courseId: course.id,
    courseTitle: course.title,
    productId: product.id,
    productName: product.name,
    bankPartnerId: bank.id,
    bankAccountId: accounts[accounts.length - 1].id,
  };
}

/** Seeds the objects of both companies (≈ 2 s). */
export async function seedTenantObjects(env: TestEnv): Promise<SeededObjects> {
  const placed: PlacedObjects[] = [];
  const companies = {} as Record<CompanyKey, CompanyObjects>;
  for (const company of COMPANY_KEYS) {
    const tenant = env[company];
    const admin = await signIn(env.deps, tenant.users.administrator.email, tenant.password);
    companies[company] = await companyObjects(env, company, admin);
    for (const subsidiary of [0, 1] as const) placed.push(await placeObjects(env, company, subsidiary, admin));
  }
  return { placed, companies };
}
