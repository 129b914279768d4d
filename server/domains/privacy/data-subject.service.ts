import { DOCUMENT_STATUS } from '../../../shared/documents.ts';
import { anonymousDocument, formatCnpj, formatCpf, formatDate, formatDateTime, formatMoney, formatPhone } from '../../../shared/format.ts';
import { DEAL_ORIGIN, GENDER, MARITAL_STATUS, PRODUCT_TYPE, PROFESSIONAL_PROFILE, SIMULATION_ORIGIN } from '../../../shared/options.ts';
import { pipelineByKey } from '../../../shared/pipelines.ts';
import { months } from '../../../shared/plural.ts';
import type { TCustomerDataFileResponse } from '../../../shared/schemas/privacy.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { ReportSection } from '../../lib/report-pdf.ts';
import { dealAccessLog as dealAccessEntries, dealAccesses, recentLogins, recordAudit } from '../audit/audit.repository.ts';
import { revokeAllForUser } from '../auth/auth.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { anonymiseCustomerRecord, customerNames, findCompanyCustomer } from '../customers/customer-records.repository.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { revokeTrackingTokens } from '../public-deals/tracking.repository.ts';
import { anonymiseSimulationsOf, simulationsOfPerson } from '../simulation/simulations.repository.ts';
import { scrubPersonTasks } from '../tasks/tasks.repository.ts';
import { anonymiseUserRecord, findAnonymisationTarget, findUserFile, privacyOfficerIds } from '../users/user-privacy.repository.ts';
import { anonymiseDealCopies, companyDealExists, dealsOfCustomer, documentsOfDeals, mainCustomerOfDeal, personCopies, releaseDocumentFiles } from './customer-file.repository.ts';
import { hasOpenRequest, insertPrivacyRequest, listOpenRequests, openRequestSince, resolveOpenRequests } from './privacy-requests.repository.ts';

const customerNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Cliente não encontrado');
const label = (labels: Record<string, string>, key: string | null | undefined) => (key && Object.hasOwn(labels, key) ? labels[key] : (key ?? ''));
const stageLabel = (pipelineKey: string, stage: string) => pipelineByKey(pipelineKey)?.stages.find((s) => s.key === stage)?.label ?? stage;

/** The identity card kept with a customer, in the report's words (null when none was given). */
function identityCardOf(card: unknown) {
  if (!card || typeof card !== 'object') return null;
  const c = card as { number?: string; state?: string; issuingAgency?: string; issueDate?: string };
  return { numero: c.number ?? null, uf: c.state ?? null, orgaoEmissor: c.issuingAgency ?? null, dataDeEmissao: c.issueDate ?? null };
}

/** The incomes kept with a customer, in the report's words. */
function incomesOf(incomes: unknown) {
  if (!Array.isArray(incomes)) return [];
  return incomes.map((raw: Record<string, unknown>) => ({
    principal: raw.main === true,
    rendaMensal: typeof raw.mensalIncome === 'number' ? raw.mensalIncome : null,
    perfilProfissional: typeof raw.professionalProfile === 'string' ? label(PROFESSIONAL_PROFILE, raw.professionalProfile) : null,
    dataDeAdmissao: typeof raw.admissionDate === 'string' ? raw.admissionDate : null,
    descricao: typeof raw.description === 'string' ? raw.description : null,
    empresa: typeof raw.companyName === 'string' ? raw.companyName : null,
    documentoDaEmpresa: typeof raw.companyDocument === 'string' ? raw.companyDocument : null,
  }));
}

/** What the company holds about one customer: the person, their deals, documents, simulations and who accessed them. */
async function customerFile(deps: Deps, companyId: string, customerId: string) {
  const c = await findCompanyCustomer(deps.db, companyId, customerId);
  if (!c) throw customerNotFound();
  const deals = await dealsOfCustomer(deps.db, companyId, customerId);
  const dealIds = deals.map((d) => d.id);
  const [documents, simulations, accesses] = await Promise.all([
    documentsOfDeals(deps.db, dealIds),
    simulationsOfPerson(deps.db, companyId, { id: customerId, document: c.document }),
    dealAccesses(deps.db, companyId, dealIds),
  ]);
  const numberOf = new Map(deals.map((d) => [d.id, Number(d.number)]));
  return {
    geradoEm: new Date().toISOString(),
    titular: {
      nome: c.name,
      tipoDePessoa: c.person_type === 'company' ? 'Jurídica' : 'Física',
      documento: c.document,
      dataDeNascimento: c.birth_date,
      genero: c.gender ? label(GENDER, c.gender) : null,
      estadoCivil: c.marital_status ? label(MARITAL_STATUS, c.marital_status) : null,
      nomeDaMae: c.mother_name,
      scoreSerasa: c.serasa_score,
      faturamentoMensal: c.monthly_billing === null ? null : Number(c.monthly_billing),
      documentoDeIdentidade: identityCardOf(c.identity_card),
      email: c.email,
      celular: c.cellphone,
      rendas: incomesOf(c.incomes),
      cadastradoEm: c.created_at,
      atualizadoEm: c.updated_at,
      anonimizadoEm: c.anonymised_at,
    },
    negocios: deals.map((d) => ({
      numero: Number(d.number),
      operacao: label(PRODUCT_TYPE, d.operation_type),
      etapa: stageLabel(d.pipeline_key, d.stage),
      valorDoCredito: Number(d.operation_value),
      participacao: d.main ? 'Proponente principal' : 'Proponente',
      responsavel: d.owner_name,
      origem: label(DEAL_ORIGIN, d.origin),
      cadastradoEm: d.created_at,
      encerradoEm: d.closed_at,
      // Each deal keeps its own copy of the person as typed then: a contact since changed on the record is still here.
      comoConstaNoNegocio: { nome: d.name, email: d.email, celular: d.cellphone },
    })),
    documentos: documents.map((x) => ({ negocio: numberOf.get(x.deal_id), documento: x.label, status: label(DOCUMENT_STATUS, x.status), arquivo: x.file_name, enviadoEm: x.uploaded_at })),
    simulacoes: simulations.map((s) => ({ tipo: label(PRODUCT_TYPE, s.type), valor: Number(s.operation_value), prazo: s.deadline, origem: label(SIMULATION_ORIGIN, s.origin), feitaEm: s.created_at })),
    acessos: accesses.map((a) => ({
      negocio: numberOf.get(a.entity_id ?? ''),
      quem: a.actor_name ?? (a.action === 'deal.tracking_view' ? 'O próprio titular (link de acompanhamento)' : 'Sistema'),
      acao: a.action === 'deal.document_download' ? 'baixou um documento' : 'consultou o negócio',
      em: a.created_at,
    })),
  };
}

/** The customer's file as the sections of a PDF report. */
/** The deal's copy of the person, where it differs from the record (a contact changed since): " · no negócio: …". */
function asOnDeal(record: { nome: string; email: string | null; celular: string | null }, onDeal: { nome: string; email: string | null; celular: string | null }): string {
  const differs = [
    onDeal.nome !== record.nome ? onDeal.nome : null,
    onDeal.email && onDeal.email !== record.email ? onDeal.email : null,
    onDeal.celular && onDeal.celular !== record.celular ? formatPhone(onDeal.celular) : null,
  ].filter(Boolean);
  return differs.length ? ` · no negócio: ${differs.join(', ')}` : '';
}

export function customerReport(f: TCustomerDataFileResponse): { title: string; subtitle: string; sections: ReportSection[] } {
  const t = f.titular;
  const when = (d: Date | string | null) => (d ? formatDateTime(new Date(d)) : '');
  const company = t.tipoDePessoa === 'Jurídica';
  const card = t.documentoDeIdentidade;
  return {
    title: `Dados pessoais de ${t.nome}`,
    subtitle: `Relatório do titular (LGPD, art. 18) gerado em ${formatDateTime(new Date(f.geradoEm))}`,
    sections: [
      {
        heading: 'Titular',
        items: [
          ['Nome', t.nome],
          ['Pessoa', t.tipoDePessoa],
          [company ? 'CNPJ' : 'CPF', t.anonimizadoEm ? t.documento : company ? formatCnpj(t.documento) : formatCpf(t.documento)],
          ...(company
            ? ([['Faturamento mensal', t.faturamentoMensal === null ? '' : formatMoney(t.faturamentoMensal)]] as [string, string][])
            : ([
                ['Data de nascimento', t.dataDeNascimento ? formatDate(t.dataDeNascimento) : ''],
                ['Gênero', t.genero ?? ''],
                ['Estado civil', t.estadoCivil ?? ''],
                ['Nome da mãe', t.nomeDaMae ?? ''],
              ] as [string, string][])),
          ['Score Serasa', t.scoreSerasa === null ? '' : String(t.scoreSerasa)],
          ['E-mail', t.email ?? ''],
          ['Celular', t.celular ? formatPhone(t.celular) : ''],
          ['Cadastrado em', when(t.cadastradoEm)],
          ['Atualizado em', when(t.atualizadoEm)],
        ],
      },
      ...(card
        ? [
            {
              heading: 'Documento de identidade',
              items: [
                ['Número', card.numero ?? ''],
                ['UF emissora', card.uf ?? ''],
                ['Órgão emissor', card.orgaoEmissor ?? ''],
                ['Data de emissão', card.dataDeEmissao ? formatDate(card.dataDeEmissao) : ''],
              ] as [string, string][],
            },
          ]
        : []),
      {
        heading: 'Rendas',
        items: t.rendas.map((r): [string, string] => [
          r.perfilProfissional ?? 'Renda',
          [
            r.rendaMensal === null ? '' : `${formatMoney(r.rendaMensal)} por mês`,
            r.principal ? 'principal' : '',
            r.empresa ?? '',
            r.descricao ?? '',
            r.dataDeAdmissao ? `desde ${formatDate(r.dataDeAdmissao)}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        ]),
      },
      {
        heading: 'Negócios',
        items: f.negocios.map((d) => [
          `Nº ${d.numero}`,
          `${d.operacao} · ${formatMoney(d.valorDoCredito)} · ${d.etapa} · ${d.participacao} · origem: ${d.origem} · desde ${when(d.cadastradoEm)}${asOnDeal(f.titular, d.comoConstaNoNegocio)}`,
        ]),
      },
      { heading: 'Documentos', items: f.documentos.map((d) => [`Nº ${d.negocio} · ${d.documento}`, `${d.status}${d.arquivo ? ` · ${d.arquivo}` : ''}`]) },
      { heading: 'Simulações', items: f.simulacoes.map((s) => [when(s.feitaEm), `${s.tipo} · ${formatMoney(s.valor)} · ${months(s.prazo)} · ${s.origem}`]) },
      { heading: 'Acessos aos negócios', items: f.acessos.map((a) => [when(a.em), `${a.quem} ${a.acao} (nº ${a.negocio})`]) },
    ],
  };
}

/** A customer's data for the company answering a data subject's request (customer/privacy). Audited. */
export async function exportCustomer(deps: Deps, user: AuthUser, customerId: string, meta: RequestMeta) {
  const file = await customerFile(deps, user.companyId, customerId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'customer.export', entity: 'customer', entityId: customerId }, meta);
  return file;
}

/** What stays of a person once anonymised (a customer and every deal's copy of them). */
const ANONYMOUS_PERSON = {
  name: 'Titular anonimizado',
  birth_date: null,
  gender: null,
  marital_status: null,
  mother_name: null,
  serasa_score: null,
  monthly_billing: null,
  identity_card: null,
  email: null,
  cellphone: null,
  incomes: JSON.stringify([]),
};

/**
 * Anonymises a customer (LGPD art. 18 IV/VI) keeping what the law requires: the credit operations stay (values, dates,
 * stages: records a correspondent must keep), the person does not — name, documents, birth date, mother's name,
 * contacts, incomes and identity card are removed, files of deals that did not release credit are deleted, simulations
 * lose the person, tracking links stop working. One transaction; the files go once it commits.
 */
export async function anonymiseCustomer(deps: Deps, user: AuthUser, input: { customerId: string; reason: string }, meta: RequestMeta) {
  const c = await findCompanyCustomer(deps.db, user.companyId, input.customerId);
  if (!c) throw customerNotFound();
  if (c.anonymised_at) throw validationError('customerId', 'Este cliente já foi anonimizado');
  const anonymousDoc = anonymousDocument(c.id);
  const files = await deps.db.transaction().execute(async (trx) => {
    await anonymiseCustomerRecord(trx, c.id, { ...ANONYMOUS_PERSON, document: anonymousDoc });
    // The person is on deals as the customer linked there and as each deal's own copy (also unlinked copies of the
    // same document, e.g. sent through a public link): all of it goes, and what a visitor sent with it.
    const copies = await personCopies(trx, user.companyId, c.id, c.document);
    const deals = [...new Map(copies.map((x) => [x.deal_id, { id: x.deal_id, stage: x.stage }])).values()];
    await anonymiseDealCopies(
      trx,
      { ids: copies.map((x) => x.id), names: [...new Set([c.name, ...copies.map((x) => x.name)])] },
      deals.map((d) => d.id),
      { ...ANONYMOUS_PERSON, document: anonymousDoc },
    );
    // Files of deals that released credit are records the company must keep; the others go.
    const removed = await releaseDocumentFiles(
      trx,
      deals.filter((d) => d.stage !== 'completed').map((d) => d.id),
    );
    // Simulations keep the figures (the company's history), not the person.
    await anonymiseSimulationsOf(trx, user.companyId, c.document, anonymousDoc);
    await revokeTrackingTokens(
      trx,
      deals.map((d) => d.id),
    );
    // Tasks are free text about the person: the customer's own lose title and notes, the deals' lose their notes.
    await scrubPersonTasks(
      trx,
      user.companyId,
      c.id,
      deals.map((d) => d.id),
    );
    await resolveOpenRequests(trx, { customerId: c.id }, 'Dados anonimizados', user.id);
    return removed;
  });
  deps.caches.dropDealList(user.companyId);
  for (const key of files) await deps.storage.remove(key).catch(() => undefined);
  await recordAudit(
    deps.db,
    { companyId: user.companyId, actorUserId: user.id, action: 'customer.anonymise', entity: 'customer', entityId: c.id, data: { reason: input.reason, filesRemoved: files.length } },
    meta,
  );
  return { message: 'Cliente anonimizado. Os negócios continuam registrados, sem os dados pessoais', filesRemoved: files.length };
}

/** The signed-in user's own data (LGPD art. 18 II): account, tenant, acceptances and recent sign-ins. */
export async function exportMe(deps: Deps, user: AuthUser, meta: RequestMeta) {
  const u = await findUserFile(deps.db, user.id);
  const logins = await recentLogins(deps.db, user.id);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'user.export_self', entity: 'user', entityId: user.id }, meta);
  return {
    geradoEm: new Date().toISOString(),
    titular: { nome: u.name, email: u.email, usuarioPublico: u.username, celular: u.cellphone, cpf: u.document, dataDeNascimento: u.birth_date, genero: u.gender, cadastradoEm: u.created_at },
    conta: { funcao: u.role_name, empresa: u.company_name, filial: u.fantasy_name },
    aceites: { versaoDosTermos: u.policies_version, aceitoEm: u.policies_accepted_at },
    acessos: logins.map((l) => ({ em: l.created_at, ip: l.ip })),
  };
}
export type UserFile = Awaited<ReturnType<typeof exportMe>>;

export function userReport(f: UserFile): { title: string; subtitle: string; sections: ReportSection[] } {
  const when = (d: Date | string | null) => (d ? formatDateTime(new Date(d)) : '');
  return {
    title: `Meus dados — ${f.titular.nome}`,
    subtitle: `Relatório do titular (LGPD, art. 18) gerado em ${formatDateTime(new Date(f.geradoEm))}`,
    sections: [
      {
        heading: 'Titular',
        items: [
          ['Nome', f.titular.nome],
          ['E-mail', f.titular.email],
          ['Usuário público', f.titular.usuarioPublico],
          ['Celular', f.titular.celular ?? ''],
          ['CPF', f.titular.cpf ?? ''],
          ['Data de nascimento', f.titular.dataDeNascimento ? formatDate(f.titular.dataDeNascimento) : ''],
          ['Cadastrado em', when(f.titular.cadastradoEm)],
        ],
      },
      {
        heading: 'Conta',
        items: [
          ['Função', f.conta.funcao],
          ['Empresa', f.conta.empresa],
          ['Filial', f.conta.filial],
        ],
      },
      {
        heading: 'Termos de uso e política de privacidade',
        items: [
          ['Versão aceita', f.aceites.versaoDosTermos ?? 'não aceita'],
          ['Aceita em', when(f.aceites.aceitoEm)],
        ],
      },
      { heading: 'Últimos acessos', items: f.acessos.map((a) => [when(a.em), `IP ${a.ip ?? '—'}`]) },
    ],
  };
}

/**
 * The person an erasure request from a tracking link is about: the deal's stored customer when staff linked one (the
 * visitor is never told), else the deal's own copy of what was sent.
 */
async function erasureSubject(deps: Deps, dealId: string) {
  const customerId = (await mainCustomerOfDeal(deps.db, dealId)) ?? null;
  return { customerId, subject: customerId ? { customerId } : { dealId } };
}

/** Since when the tracking link's person has an erasure request waiting for an answer (null: none open). */
export async function erasureRequestedAt(deps: Deps, dealId: string): Promise<Date | null> {
  return openRequestSince(deps.db, (await erasureSubject(deps, dealId)).subject, 'erasure');
}

/** An erasure request from the tracking link: kept until a privacy officer answers it; the deal's owner is told. */
export async function requestErasure(deps: Deps, deal: { id: string; company_id: string; owner_id: string; number: number | string }, message: string | undefined, meta: RequestMeta) {
  const { customerId, subject } = await erasureSubject(deps, deal.id);
  if (!(await hasOpenRequest(deps.db, subject, 'erasure'))) {
    await deps.db.transaction().execute(async (trx) => {
      await insertPrivacyRequest(trx, { company_id: deal.company_id, customer_id: customerId, deal_id: deal.id, kind: 'erasure', channel: 'tracking_link', message: message ?? null });
      await notify(trx, {
        userId: deal.owner_id,
        companyId: deal.company_id,
        kind: 'privacy.erasure_request',
        title: `Pedido de exclusão de dados (negócio nº ${deal.number})`,
        body: 'O titular pediu a exclusão dos seus dados pelo link de acompanhamento. Responda em até 15 dias (LGPD, art. 19).',
        link: customerId ? `/customers/${customerId}` : `/deal/${deal.id}`,
      });
    });
    await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: null, action: 'privacy.erasure_request', entity: customerId ? 'customer' : 'deal', entityId: customerId ?? deal.id }, meta);
  }
  return { message: 'Pedido registrado. A empresa responsável tem até 15 dias para responder (LGPD, art. 19)' };
}

/** Open requests of data subjects, oldest first, with the days left of the 15 the law gives (art. 19). */
export async function openRequests(deps: Deps, user: AuthUser) {
  const rows = await listOpenRequests(deps.db, user.companyId);
  const names = await customerNames(
    deps.db,
    rows.flatMap((r) => (r.customer_id ? [r.customer_id] : [])),
  );
  return rows.map(({ deal_person_name, ...r }) => ({
    ...r,
    // A request from a deal not linked to a stored customer names the person as the deal has them.
    customer_name: (r.customer_id ? names.get(r.customer_id) : undefined) ?? deal_person_name,
    daysLeft: Math.max(0, 15 - Math.floor((Date.now() - r.created_at.getTime()) / 86_400_000)),
  }));
}

/** Who accessed a deal's personal data, newest first (for administrators: audit/view). */
export async function dealAccessLog(deps: Deps, user: AuthUser, dealId: string) {
  if (!(await companyDealExists(deps.db, user.companyId, dealId))) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
  const rows = await dealAccessEntries(deps.db, user.companyId, dealId);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    at: r.created_at,
    ip: r.ip,
    who: r.actor_name ?? (r.action === 'deal.tracking_view' || r.action === 'deal.document_upload' ? 'O cliente (link de acompanhamento)' : 'Sistema'),
  }));
}

/** The user's own erasure request waiting for an answer: since when (the profile says so instead of offering it again). */
export async function myErasureRequest(deps: Deps, user: AuthUser): Promise<{ requestedAt: Date | null }> {
  return { requestedAt: await openRequestSince(deps.db, { userId: user.id }, 'erasure') };
}

/** A user asks for their own account to be anonymised; the company's privacy officers are told. */
export async function requestMyErasure(deps: Deps, user: AuthUser, message: string | undefined, meta: RequestMeta) {
  if (!(await hasOpenRequest(deps.db, { userId: user.id }))) {
    // Administrators of the company (privacy/manage) answer data subjects' requests.
    const officers = await privacyOfficerIds(deps.db, user.companyId);
    await deps.db.transaction().execute(async (trx) => {
      await insertPrivacyRequest(trx, { company_id: user.companyId, user_id: user.id, kind: 'erasure', channel: 'self', message: message ?? null });
      for (const officerId of officers.filter((id) => id !== user.id)) {
        await notify(trx, {
          userId: officerId,
          companyId: user.companyId,
          kind: 'privacy.erasure_request',
          title: 'Pedido de anonimização de conta',
          body: 'Um usuário pediu a anonimização dos seus dados. Responda em até 15 dias (LGPD, art. 19).',
          link: '/users',
        });
      }
    });
    await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'privacy.erasure_request', entity: 'user', entityId: user.id }, meta);
  }
  return { message: 'Pedido registrado. A empresa tem até 15 dias para responder (LGPD, art. 19)' };
}

/**
 * Anonymises a user account (privacy/manage): the person goes (name, e-mail, CPF, phone, birth date, photo), the
 * account is deactivated and every session ends; the records that name them as actor stay, now anonymous.
 */
export async function anonymiseUser(deps: Deps, admin: AuthUser, userId: string, meta: RequestMeta) {
  if (userId === admin.id) throw new AppError('FORBIDDEN_ERROR', 'Peça a outro administrador para anonimizar a sua conta');
  const target = await findAnonymisationTarget(deps.db, admin.companyId, userId);
  if (!target) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Usuário não encontrado');
  if (target.rank > admin.rank) throw new AppError('FORBIDDEN_ERROR', 'Você não tem permissão para esta ação');
  if (target.anonymised_at) throw validationError('userId', 'Este usuário já foi anonimizado');
  const tag = userId.replace(/-/g, '').slice(0, 12);
  await deps.db.transaction().execute(async (trx) => {
    await anonymiseUserRecord(trx, userId, tag);
    await revokeAllForUser(trx, userId);
    await resolveOpenRequests(trx, { userId }, 'Conta anonimizada', admin.id);
  });
  deps.caches.dropSessions(userId);
  deps.caches.dropProfile(userId);
  // The deals list shows owners' names.
  deps.caches.dropDealList(admin.companyId);
  if (target.avatar_path) await deps.storage.remove(target.avatar_path).catch(() => undefined);
  await recordAudit(deps.db, { companyId: admin.companyId, actorUserId: admin.id, action: 'user.anonymise', entity: 'user', entityId: userId }, meta);
  return { message: 'Usuário anonimizado e desativado' };
}
