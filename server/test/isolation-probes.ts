/**
 * The calls of the isolation matrix (docs/design/security.md R5): every procedure that takes an id, or a filter that
 * could select another tenant's rows, with a valid input aimed at one target. `kind` says whose the target is and so
 * who must not reach it; `filter` marks calls whose success is fine as long as nothing of the target comes back;
 * `refField` names an input field whose VALIDATION_ERROR is a refusal too (an id inside a create payload).
 */
import type { Caller } from './harness.ts';
import { dealAttempts, dealInput } from './tenancy.ts';
import { bankAccountInput, type CompanyObjects, courseInput, type PlacedObjects, productInput, simulationInput } from './tenant-objects.ts';

/**
 * Whose the target is, which decides who may reach it (README "Funções e permissões", docs/design/product-spec.md §6):
 * a deal and its documents and customer, a saved simulation (to open it; to link it to a new deal, any of the
 * company's: the deal page shows it only to who may reopen it), a commission and its transactions, a notification (its
 * user's only), a company's course, product or bank account, an affiliate (to manage it, to list or create its users,
 * to switch to it), a user.
 */
export type TargetKind =
  | 'deal'
  | 'simulation'
  | 'simulationLink'
  | 'commission'
  | 'notification'
  | 'course'
  | 'product'
  | 'bankAccount'
  | 'subsidiary'
  | 'usersOfSubsidiary'
  | 'switchSubsidiary'
  | 'user';

/** One object someone may aim at, with the values that must never come back to an outsider. */
export interface Target {
  company: 'demo' | 'other';
  /** Affiliate of the target (absent for company-wide objects). */
  subsidiary?: 0 | 1;
  /** Owner of the target (placed objects) or the target user itself. */
  userId?: string;
  placed?: PlacedObjects;
  companyObjects?: CompanyObjects;
  subsidiaryId?: string;
  subsidiaryName?: string;
  roleId?: string;
  /** Ids and names that identify it in any answer. */
  secrets: string[];
}

export interface Probe {
  procedure: string;
  kind: TargetKind;
  filter?: boolean;
  refField?: string;
  /** The target company's master gets the target back (proves the call is aimed right); off for writes. */
  control?: boolean;
  call(c: Caller, t: Target, me: { id: string }): Promise<unknown>;
}

const deal = (t: Target) => t.placed!;
const company = (t: Target) => t.companyObjects!;
const csv = { format: 'csv' as const };

/** The deal and customer calls of deals-tenancy (reused), as probes. */
const dealProbes: Probe[] = Object.keys(dealAttempts({} as Caller, { dealId: '', documentId: '', customerId: '', associateId: '', version: 1 }, '')).map((procedure) => ({
  procedure,
  kind: 'deal',
  control: ['deals.get', 'deals.editable', 'customers.get'].includes(procedure),
  call: (c, t, me) => {
    const p = deal(t);
    return dealAttempts(c, { dealId: p.dealId, documentId: p.documentId, customerId: p.customerId, associateId: p.associateId, version: p.dealVersion }, me.id)[procedure]();
  },
}));

export const PROBES: Probe[] = [
  ...dealProbes,
  { procedure: 'dataSubject.dealAccessLog', control: true, kind: 'deal', call: (c, t) => c.dataSubject.dealAccessLog({ dealId: deal(t).dealId }) },
  { procedure: 'dataSubject.customerData', control: true, kind: 'deal', call: (c, t) => c.dataSubject.customerData({ customerId: deal(t).customerId }) },
  { procedure: 'dataSubject.anonymiseCustomer', kind: 'deal', call: (c, t) => c.dataSubject.anonymiseCustomer({ customerId: deal(t).customerId, reason: 'Pedido do titular' }) },
  { procedure: 'tasks.list', control: true, kind: 'deal', call: (c, t) => c.tasks.list({ dealId: deal(t).dealId }) },
  // The placed task is on the deal: the customer's own list is empty even for the master (no control).
  { procedure: 'tasks.list', kind: 'deal', call: (c, t) => c.tasks.list({ customerId: deal(t).customerId }) },
  { procedure: 'tasks.today', kind: 'deal', filter: true, call: (c) => c.tasks.today() },
  { procedure: 'tasks.assignees', control: true, kind: 'deal', call: (c, t) => c.tasks.assignees({ dealId: deal(t).dealId }) },
  { procedure: 'tasks.create', kind: 'deal', call: (c, t) => c.tasks.create({ dealId: deal(t).dealId, kind: 'call', title: 'Intrusa', dueAt: '2099-01-10T12:00:00Z' }) },
  {
    procedure: 'tasks.update',
    kind: 'deal',
    call: (c, t) => c.tasks.update({ id: deal(t).taskId, version: deal(t).taskVersion, kind: 'other', title: 'Mudada de fora', dueAt: '2099-01-10T12:00:00Z' }),
  },
  { procedure: 'tasks.setDone', kind: 'deal', call: (c, t) => c.tasks.setDone({ id: deal(t).taskId, version: deal(t).taskVersion, done: true }) },
  { procedure: 'tasks.delete', kind: 'deal', call: (c, t) => c.tasks.delete({ id: deal(t).taskId }) },
  { procedure: 'dealBanks.list', kind: 'deal', call: (c, t) => c.dealBanks.list({ dealId: deal(t).dealId }) },
  { procedure: 'dealBanks.add', kind: 'deal', call: (c, t) => c.dealBanks.add({ dealId: deal(t).dealId, banks: [{ bankPartnerId: deal(t).spareBankId }] }) },
  {
    procedure: 'dealBanks.setStatus',
    kind: 'deal',
    call: (c, t) => c.dealBanks.setStatus({ id: deal(t).submissionId, version: deal(t).submissionVersion, status: 'denied', denialReason: 'Negado de fora' }),
  },
  { procedure: 'dealBanks.choose', kind: 'deal', call: (c, t) => c.dealBanks.choose({ id: deal(t).submissionId, version: deal(t).submissionVersion }) },
  { procedure: 'dealBanks.remove', kind: 'deal', call: (c, t) => c.dealBanks.remove({ id: deal(t).submissionId }) },
  { procedure: 'deals.list', kind: 'deal', filter: true, control: true, call: (c, t) => c.deals.list({ search: deal(t).customerName, owner: 'company', size: 100 }) },
  {
    procedure: 'pipelines.board',
    kind: 'deal',
    filter: true,
    control: true,
    call: (c, t) => c.pipelines.board({ pipeline: 'financiamento-imobiliario', owner: 'company', search: deal(t).customerName }),
  },
  { procedure: 'customers.list', kind: 'deal', filter: true, control: true, call: (c, t) => c.customers.list({ search: deal(t).customerName, size: 100 }) },
  { procedure: 'exports.deals', kind: 'deal', filter: true, control: true, call: (c, t) => c.exports.deals({ search: deal(t).customerName, owner: 'company', ...csv }) },
  { procedure: 'exports.customers', kind: 'deal', filter: true, control: true, call: (c, t) => c.exports.customers({ search: deal(t).customerName, ...csv }) },

  { procedure: 'simulation.get', control: true, kind: 'simulation', call: (c, t) => c.simulation.get({ id: deal(t).simulationId }) },
  { procedure: 'simulation.proposal', kind: 'simulation', call: (c, t) => c.simulation.proposal({ id: deal(t).simulationId }) },
  { procedure: 'simulation.delete', kind: 'simulation', call: (c, t) => c.simulation.delete({ id: deal(t).simulationId }) },
  { procedure: 'simulation.recalculate', kind: 'simulation', call: (c, t) => c.simulation.recalculate({ id: deal(t).simulationId }) },
  { procedure: 'simulation.shareLink', kind: 'simulation', call: (c, t) => c.simulation.shareLink({ id: deal(t).simulationId }) },
  { procedure: 'simulation.revokeLink', kind: 'simulation', call: (c, t) => c.simulation.revokeLink({ id: deal(t).simulationId }) },
  { procedure: 'simulation.list', kind: 'simulation', filter: true, control: true, call: (c, t) => c.simulation.list({ search: deal(t).customerName, size: 100 }) },
  { procedure: 'deals.create', kind: 'simulationLink', refField: 'simulationId', call: (c, t) => c.deals.create({ ...dealInput('Cliente Ligado'), simulationId: deal(t).simulationId }) },

  { procedure: 'commissions.get', control: true, kind: 'commission', call: (c, t) => c.commissions.get({ id: deal(t).commissionId }) },
  {
    procedure: 'commissions.update',
    kind: 'commission',
    call: (c, t) =>
      c.commissions.update({
        id: deal(t).commissionId,
        version: deal(t).commissionVersion,
        approvedValue: 300000,
        ratePercent: 1.2,
        source: 'bank',
        dueDate: null,
        bankPartnerId: null,
        banks: { inAnalysis: [], approved: [], chosen: null, preferred: null },
      }),
  },
  { procedure: 'commissions.advance', kind: 'commission', call: (c, t) => c.commissions.advance({ id: deal(t).commissionId, version: deal(t).commissionVersion, to: 'PENDING_INVOICE' }) },
  { procedure: 'commissions.cancel', kind: 'commission', call: (c, t) => c.commissions.cancel({ id: deal(t).commissionId, version: deal(t).commissionVersion, reason: 'Cancelada de fora' }) },
  {
    procedure: 'commissions.addTransaction',
    kind: 'commission',
    call: (c, t) => c.commissions.addTransaction({ commissionId: deal(t).commissionId, receiver: 'Intruso Silva', description: 'Repasse', amount: 100, dueDate: '2030-01-10', flow: 2 }),
  },
  { procedure: 'commissions.setTransactionStatus', kind: 'commission', call: (c, t) => c.commissions.setTransactionStatus({ id: deal(t).transactionId, status: 2 }) },
  { procedure: 'commissions.list', kind: 'commission', filter: true, control: true, call: (c, t) => c.commissions.list({ ownerId: deal(t).owner.id, size: 100 }) },
  { procedure: 'commissions.list', kind: 'commission', filter: true, control: true, call: (c, t) => c.commissions.list({ search: deal(t).customerName, size: 100 }) },
  { procedure: 'exports.commissions', kind: 'commission', filter: true, control: true, call: (c, t) => c.exports.commissions({ ownerId: deal(t).owner.id, ...csv }) },

  { procedure: 'notifications.markRead', kind: 'notification', filter: true, call: (c, t) => c.notifications.markRead({ ids: [deal(t).notificationId] }) },

  { procedure: 'courses.get', control: true, kind: 'course', call: (c, t) => c.courses.get({ id: company(t).courseId }) },
  { procedure: 'courses.update', kind: 'course', call: (c, t) => c.courses.update({ id: company(t).courseId, data: courseInput('Curso tomado de fora') }) },
  { procedure: 'courses.delete', kind: 'course', call: (c, t) => c.courses.delete({ id: company(t).courseId }) },
  { procedure: 'courses.start', kind: 'course', call: (c, t) => c.courses.start({ id: company(t).courseId }) },
  { procedure: 'courses.setProgress', kind: 'course', call: (c, t) => c.courses.setProgress({ id: company(t).courseId, percent: 10 }) },
  { procedure: 'courses.complete', kind: 'course', call: (c, t) => c.courses.complete({ id: company(t).courseId }) },
  { procedure: 'courses.certificate', kind: 'course', call: (c, t) => c.courses.certificate({ id: company(t).courseId }) },
  { procedure: 'courses.certificatePdf', kind: 'course', call: (c, t) => c.courses.certificatePdf({ id: company(t).courseId }) },
  { procedure: 'courses.list', kind: 'course', filter: true, control: true, call: (c, t) => c.courses.list({ search: company(t).courseTitle }) },
  { procedure: 'courses.team', kind: 'course', filter: true, control: true, call: (c, t) => c.courses.team({ courseId: company(t).courseId, size: 100 }) },

  { procedure: 'products.get', control: true, kind: 'product', call: (c, t) => c.products.get({ id: company(t).productId }) },
  { procedure: 'products.update', kind: 'product', call: (c, t) => c.products.update({ id: company(t).productId, data: productInput(company(t).bankPartnerId, 'Produto tomado') }) },
  { procedure: 'products.delete', kind: 'product', call: (c, t) => c.products.delete({ id: company(t).productId }) },
  { procedure: 'products.list', kind: 'product', filter: true, control: true, call: (c, t) => c.products.list({ search: company(t).productName, size: 100 }) },
  { procedure: 'simulation.detailed', kind: 'product', refField: 'productId', call: (c, t) => c.simulation.detailed({ input: simulationInput(), productId: company(t).productId }) },
  {
    procedure: 'simulation.deadlines',
    kind: 'product',
    refField: 'productId',
    call: (c, t) => c.simulation.deadlines({ input: simulationInput(), productId: company(t).productId, terms: [60, 120] }),
  },
  { procedure: 'simulation.run', kind: 'product', filter: true, control: true, call: (c, t) => c.simulation.run({ ...simulationInput(), productsIds: [company(t).productId] }) },
  {
    procedure: 'deals.create',
    kind: 'product',
    refField: 'productId',
    call: (c, t) => c.deals.create({ ...dealInput('Cliente do Produto'), operationType: 'HomeEquity', productId: company(t).productId, operationValue: 200000 }),
  },

  { procedure: 'accounts.bankAccounts.update', kind: 'bankAccount', call: (c, t) => c.accounts.bankAccounts.update({ ...bankAccountInput('Conta tomada'), id: company(t).bankAccountId }) },
  { procedure: 'accounts.bankAccounts.setMain', kind: 'bankAccount', call: (c, t) => c.accounts.bankAccounts.setMain({ id: company(t).bankAccountId }) },
  { procedure: 'accounts.bankAccounts.delete', kind: 'bankAccount', call: (c, t) => c.accounts.bankAccounts.delete({ id: company(t).bankAccountId }) },

  { procedure: 'accounts.subsidiaries.get', control: true, kind: 'subsidiary', call: (c, t) => c.accounts.subsidiaries.get({ id: t.subsidiaryId! }) },
  { procedure: 'accounts.subsidiaries.update', kind: 'subsidiary', call: (c, t) => c.accounts.subsidiaries.update({ id: t.subsidiaryId!, fantasyName: 'Filial tomada' }) },
  { procedure: 'accounts.subsidiaries.changeStatus', kind: 'subsidiary', call: (c, t) => c.accounts.subsidiaries.changeStatus({ id: t.subsidiaryId!, status: 'inactive', testEndAt: null }) },
  { procedure: 'accounts.subsidiaries.list', kind: 'subsidiary', filter: true, control: true, call: (c, t) => c.accounts.subsidiaries.list({ search: t.subsidiaryName!, size: 100 }) },
  { procedure: 'users.list', kind: 'usersOfSubsidiary', filter: true, control: true, call: (c, t) => c.users.list({ subsidiaryId: t.subsidiaryId!, size: 100 }) },
  {
    procedure: 'users.create',
    kind: 'usersOfSubsidiary',
    refField: 'subsidiaryId',
    call: (c, t) =>
      c.users.create({
        name: 'Intrusa Silva',
        email: `intrusa.${t.subsidiaryId!.slice(0, 8)}@exemplo.com.br`,
        cellphone: '11987654321',
        roleId: t.roleId!,
        subsidiaryId: t.subsidiaryId!,
        password: 'Intrusa#2025x',
        passwordConfirmation: 'Intrusa#2025x',
        document: '529.982.247-25',
        birthDate: '1990-01-01',
        gender: 'feminino',
      }),
  },
  { procedure: 'users.changeSubsidiary', kind: 'switchSubsidiary', call: (c, t) => c.users.changeSubsidiary({ id: t.subsidiaryId! }) },

  { procedure: 'users.delete', kind: 'user', call: (c, t) => c.users.delete({ id: t.userId! }) },
  {
    procedure: 'users.update',
    kind: 'user',
    call: (c, t) => c.users.update({ id: t.userId!, name: 'Intrusa Silva', email: `intrusa.${t.userId!.slice(0, 8)}@exemplo.com.br`, cellphone: '11987654321' }),
  },
  { procedure: 'users.reactivate', kind: 'user', call: (c, t) => c.users.reactivate({ id: t.userId! }) },
  { procedure: 'users.changeRole', kind: 'user', call: (c, t) => c.users.changeRole({ userId: t.userId!, roleId: t.roleId! }) },
  { procedure: 'dataSubject.anonymiseUser', kind: 'user', call: (c, t) => c.dataSubject.anonymiseUser({ userId: t.userId! }) },
  { procedure: 'users.list', kind: 'user', filter: true, control: true, call: (c, t) => c.users.list({ search: deal(t).owner.name, size: 100 }) },
  { procedure: 'users.autocomplete', kind: 'user', filter: true, control: true, call: (c, t) => c.users.autocomplete({ search: deal(t).owner.name }) },
  { procedure: 'courses.team', kind: 'user', filter: true, control: true, call: (c, t) => c.courses.team({ userId: t.userId!, size: 100 }) },
  { procedure: 'deals.create', kind: 'user', refField: 'ownerId', call: (c, t) => c.deals.create({ ...dealInput('Cliente Repassado'), ownerId: t.userId! }) },
];
