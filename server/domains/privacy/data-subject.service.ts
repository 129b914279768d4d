import { sql } from 'kysely';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format.ts';
import { DOCUMENT_STATUS } from '../../../shared/documents.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import { pipelineByKey } from '../../../shared/pipelines.ts';
import { months } from '../../../shared/plural.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { ReportSection } from '../../lib/report-pdf.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { scrubPersonTasks } from '../tasks/tasks.repository.ts';

const customerNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Cliente não encontrado');
const label = (labels: Record<string, string>, key: string | null | undefined) => (key && Object.hasOwn(labels, key) ? labels[key] : (key ?? ''));
const stageLabel = (pipelineKey: string, stage: string) => pipelineByKey(pipelineKey)?.stages.find((s) => s.key === stage)?.label ?? stage;

/** What the company holds about one customer: the person, their deals, documents, simulations and who accessed them. */
async function customerFile(deps: Deps, companyId: string, customerId: string) {
  const c = await deps.db.selectFrom('customers').selectAll().where('id', '=', customerId).where('company_id', '=', companyId).executeTakeFirst();
  if (!c) throw customerNotFound();
  const deals = await deps.db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .select(['d.id', 'd.number', 'd.pipeline_key', 'd.stage', 'd.operation_type', 'd.operation_value', 'd.origin', 'd.created_at', 'd.closed_at', 'a.main', 'o.name as owner_name'])
    .where('a.customer_id', '=', customerId)
    .where('d.company_id', '=', companyId)
    .orderBy('d.created_at')
    .execute();
  const dealIds = deals.map((d) => d.id);
  const [documents, simulations, accesses] = await Promise.all([
    dealIds.length
      ? deps.db.selectFrom('deal_documents').select(['deal_id', 'label', 'status', 'file_name', 'uploaded_at']).where('deal_id', 'in', dealIds).orderBy('position').execute()
      : Promise.resolve([]),
    deps.db
      .selectFrom('simulations')
      .select(['type', 'operation_value', 'deadline', 'origin', 'created_at'])
      .where('company_id', '=', companyId)
      .where('customer_document', '=', c.document)
      .orderBy('created_at')
      .execute(),
    dealIds.length
      ? deps.db
          .selectFrom('audit_log as l')
          .leftJoin('users as u', 'u.id', 'l.actor_user_id')
          .select(['l.action', 'l.created_at', 'u.name as actor_name', 'l.entity_id'])
          .where('l.company_id', '=', companyId)
          .where('l.entity_id', 'in', dealIds)
          .where('l.action', 'in', ['deal.view', 'deal.tracking_view', 'deal.document_download'])
          .orderBy('l.created_at', 'desc')
          .limit(200)
          .execute()
      : Promise.resolve([]),
  ]);
  const numberOf = new Map(deals.map((d) => [d.id, Number(d.number)]));
  return {
    geradoEm: new Date().toISOString(),
    titular: {
      nome: c.name,
      tipoDePessoa: c.person_type === 'company' ? 'Jurídica' : 'Física',
      documento: c.document,
      dataDeNascimento: c.birth_date,
      genero: c.gender,
      estadoCivil: c.marital_status,
      nomeDaMae: c.mother_name,
      scoreSerasa: c.serasa_score,
      faturamentoMensal: c.monthly_billing === null ? null : Number(c.monthly_billing),
      documentoDeIdentidade: c.identity_card,
      email: c.email,
      celular: c.cellphone,
      rendas: c.incomes,
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
      origem: d.origin,
      cadastradoEm: d.created_at,
      encerradoEm: d.closed_at,
    })),
    documentos: documents.map((x) => ({ negocio: numberOf.get(x.deal_id), documento: x.label, status: label(DOCUMENT_STATUS, x.status), arquivo: x.file_name, enviadoEm: x.uploaded_at })),
    simulacoes: simulations.map((s) => ({ tipo: label(PRODUCT_TYPE, s.type), valor: Number(s.operation_value), prazo: s.deadline, origem: s.origin, feitaEm: s.created_at })),
    acessos: accesses.map((a) => ({
      negocio: numberOf.get(a.entity_id ?? ''),
      quem: a.actor_name ?? (a.action === 'deal.tracking_view' ? 'O próprio titular (link de acompanhamento)' : 'Sistema'),
      acao: a.action === 'deal.document_download' ? 'baixou um documento' : 'consultou o negócio',
      em: a.created_at,
    })),
  };
}
export type CustomerFile = Awaited<ReturnType<typeof customerFile>>;

/** The customer's file as the sections of a PDF report. */
export function customerReport(f: CustomerFile): { title: string; subtitle: string; sections: ReportSection[] } {
  const t = f.titular;
  const when = (d: Date | string | null) => (d ? formatDateTime(new Date(d)) : '');
  return {
    title: `Dados pessoais de ${t.nome}`,
    subtitle: `Relatório do titular (LGPD, art. 18) gerado em ${formatDateTime(new Date(f.geradoEm))}`,
    sections: [
      {
        heading: 'Titular',
        items: [
          ['Nome', t.nome],
          ['Pessoa', t.tipoDePessoa],
          ['Documento', t.documento],
          ['Data de nascimento', t.dataDeNascimento ? formatDate(t.dataDeNascimento) : ''],
          ['Nome da mãe', t.nomeDaMae ?? ''],
          ['E-mail', t.email ?? ''],
          ['Celular', t.celular ?? ''],
          ['Cadastrado em', when(t.cadastradoEm)],
        ],
      },
      { heading: 'Negócios', items: f.negocios.map((d) => [`Nº ${d.numero}`, `${d.operacao} · ${formatMoney(d.valorDoCredito)} · ${d.etapa} · ${d.participacao} · desde ${when(d.cadastradoEm)}`]) },
      { heading: 'Documentos', items: f.documentos.map((d) => [`Nº ${d.negocio} · ${d.documento}`, `${d.status}${d.arquivo ? ` · ${d.arquivo}` : ''}`]) },
      { heading: 'Simulações', items: f.simulacoes.map((s) => [when(s.feitaEm), `${s.tipo} · ${formatMoney(s.valor)} · ${months(s.prazo)}`]) },
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
  const c = await deps.db.selectFrom('customers').select(['id', 'document', 'anonymised_at']).where('id', '=', input.customerId).where('company_id', '=', user.companyId).executeTakeFirst();
  if (!c) throw customerNotFound();
  if (c.anonymised_at) throw validationError('customerId', 'Este cliente já foi anonimizado');
  const anonymousDocument = `ANON${c.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  const files = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({
        ...ANONYMOUS_PERSON,
        document: anonymousDocument,
        anonymised_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', c.id)
      .execute();
    // The person is on deals as the customer linked there and as each deal's own copy (also unlinked copies of the
    // same document, e.g. sent through a public link): all of it goes, and what a visitor sent with it.
    const copies = await trx
      .selectFrom('deal_associates as a')
      .innerJoin('deals as d', 'd.id', 'a.deal_id')
      .select(['a.id', 'd.id as deal_id', 'd.stage'])
      .where('d.company_id', '=', user.companyId)
      .where((eb) => eb.or([eb('a.customer_id', '=', c.id), eb('a.document', '=', c.document)]))
      .execute();
    const deals = [...new Map(copies.map((x) => [x.deal_id, { id: x.deal_id, stage: x.stage }])).values()];
    if (copies.length) {
      await trx.updateTable('deal_associates').set({ ...ANONYMOUS_PERSON, document: anonymousDocument }).where('id', 'in', copies.map((x) => x.id)).execute();
      await trx.updateTable('deals').set({ public_submission: null }).where('id', 'in', deals.map((d) => d.id)).execute();
    }
    const withoutRelease = deals.filter((d) => d.stage !== 'completed').map((d) => d.id);
    // RETURNING gives the new (null) keys: read the files before letting go of them.
    const removed = withoutRelease.length
      ? await trx.selectFrom('deal_documents').select('file_key as key').where('deal_id', 'in', withoutRelease).where('file_key', 'is not', null).execute()
      : [];
    if (removed.length) {
      await trx
        .updateTable('deal_documents')
        .set({ file_key: null, file_name: null, mime: null, size: null, status: 'pending', uploaded_by: null, uploaded_at: null, reviewed_by: null, reviewed_at: null })
        .where('deal_id', 'in', withoutRelease)
        .where('file_key', 'is not', null)
        .execute();
    }
    // Simulations keep the figures (the company's history), not the person.
    await trx
      .updateTable('simulations')
      .set({ customer_name: 'Titular anonimizado', customer_document: anonymousDocument, customer_birth_date: null, customer_cellphone: null })
      .where('company_id', '=', user.companyId)
      .where('customer_document', '=', c.document)
      .execute();
    if (deals.length) await trx.updateTable('deal_tracking_tokens').set({ revoked_at: sql`now()` }).where('deal_id', 'in', deals.map((d) => d.id)).where('revoked_at', 'is', null).execute();
    // Tasks are free text about the person: the customer's own lose title and notes, the deals' lose their notes.
    await scrubPersonTasks(trx, user.companyId, c.id, deals.map((d) => d.id));
    await trx.updateTable('privacy_requests').set({ status: 'done', answer: 'Dados anonimizados', resolved_by: user.id, resolved_at: sql`now()` }).where('customer_id', '=', c.id).where('status', '=', 'open').execute();
    return removed.map((r) => r.key).filter((k): k is string => !!k);
  });
  deps.caches.dropDealList(user.companyId);
  for (const key of files) await deps.storage.remove(key).catch(() => undefined);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'customer.anonymise', entity: 'customer', entityId: c.id, data: { reason: input.reason, filesRemoved: files.length } }, meta);
  return { message: 'Cliente anonimizado. Os negócios continuam registrados, sem os dados pessoais', filesRemoved: files.length };
}

/** The signed-in user's own data (LGPD art. 18 II): account, tenant, acceptances and recent sign-ins. */
export async function exportMe(deps: Deps, user: AuthUser, meta: RequestMeta) {
  const u = await deps.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select(['u.name', 'u.email', 'u.username', 'u.cellphone', 'u.document', 'u.birth_date', 'u.gender', 'u.created_at', 'u.policies_version', 'u.policies_accepted_at', 'r.name as role_name', 'c.name as company_name', 's.fantasy_name'])
    .where('u.id', '=', user.id)
    .executeTakeFirstOrThrow();
  const logins = await deps.db.selectFrom('audit_log').select(['created_at', 'ip']).where('actor_user_id', '=', user.id).where('action', '=', 'auth.login').orderBy('created_at', 'desc').limit(50).execute();
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
      { heading: 'Conta', items: [['Função', f.conta.funcao], ['Empresa', f.conta.empresa], ['Filial', f.conta.filial]] },
      { heading: 'Termos de uso e política de privacidade', items: [['Versão aceita', f.aceites.versaoDosTermos ?? 'não aceita'], ['Aceita em', when(f.aceites.aceitoEm)]] },
      { heading: 'Últimos acessos', items: f.acessos.map((a) => [when(a.em), `IP ${a.ip ?? '—'}`]) },
    ],
  };
}

/** An erasure request from the tracking link: kept until a privacy officer answers it; the deal's owner is told. */
export async function requestErasure(deps: Deps, deal: { id: string; company_id: string; owner_id: string; number: number | string }, message: string | undefined, meta: RequestMeta) {
  // The request is about the person of this deal: its stored customer when staff linked one (the visitor is never
  // told), else the deal's own copy of what was sent.
  const main = await deps.db.selectFrom('deal_associates').select('customer_id').where('deal_id', '=', deal.id).where('main', '=', true).executeTakeFirst();
  const customerId = main?.customer_id ?? null;
  const open = await deps.db
    .selectFrom('privacy_requests')
    .select('id')
    .where((eb) => (customerId ? eb('customer_id', '=', customerId) : eb('deal_id', '=', deal.id)))
    .where('status', '=', 'open')
    .where('kind', '=', 'erasure')
    .executeTakeFirst();
  if (!open) {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('privacy_requests').values({ company_id: deal.company_id, customer_id: customerId, deal_id: deal.id, kind: 'erasure', channel: 'tracking_link', message: message ?? null }).execute();
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
  const rows = await deps.db
    .selectFrom('privacy_requests as r')
    .leftJoin('customers as c', 'c.id', 'r.customer_id')
    // A request from a deal not linked to a stored customer names the person as the deal has them.
    .leftJoin('deal_associates as da', (j) => j.onRef('da.deal_id', '=', 'r.deal_id').on('da.main', '=', true))
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.kind', 'r.channel', 'r.message', 'r.created_at', 'r.customer_id', 'r.deal_id', 'r.user_id', 'u.name as user_name'])
    .select((eb) => eb.fn.coalesce('c.name', 'da.name').as('customer_name'))
    .where('r.company_id', '=', user.companyId)
    .where('r.status', '=', 'open')
    .orderBy('r.created_at')
    .execute();
  return rows.map((r) => ({ ...r, daysLeft: Math.max(0, 15 - Math.floor((Date.now() - r.created_at.getTime()) / 86_400_000)) }));
}

/** Who accessed a deal's personal data, newest first (for administrators: audit/view). */
export async function dealAccessLog(deps: Deps, user: AuthUser, dealId: string) {
  const deal = await deps.db.selectFrom('deals').select('id').where('id', '=', dealId).where('company_id', '=', user.companyId).executeTakeFirst();
  if (!deal) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
  const rows = await deps.db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select(['l.id', 'l.action', 'l.created_at', 'l.ip', 'u.name as actor_name'])
    .where('l.company_id', '=', user.companyId)
    .where((eb) => eb.or([eb('l.entity_id', '=', dealId), eb('l.entity_id', 'in', eb.selectFrom('deal_documents').select(sql<string>`id::text`.as('id')).where('deal_id', '=', dealId))]))
    .where('l.action', 'in', ['deal.view', 'deal.tracking_view', 'deal.document_download', 'deal.document_upload'])
    .orderBy('l.created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.id, action: r.action, at: r.created_at, ip: r.ip, who: r.actor_name ?? (r.action === 'deal.tracking_view' || r.action === 'deal.document_upload' ? 'O cliente (link de acompanhamento)' : 'Sistema') }));
}

/** Administrators of the company: who answers data subjects' requests. */
async function privacyOfficers(deps: Deps, companyId: string) {
  return deps.db
    .selectFrom('users as u')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'u.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('p.module', '=', 'privacy')
    .where('p.action', '=', 'manage')
    .execute();
}

/** A user asks for their own account to be anonymised; the company's privacy officers are told. */
export async function requestMyErasure(deps: Deps, user: AuthUser, message: string | undefined, meta: RequestMeta) {
  const open = await deps.db.selectFrom('privacy_requests').select('id').where('user_id', '=', user.id).where('status', '=', 'open').executeTakeFirst();
  if (!open) {
    const officers = await privacyOfficers(deps, user.companyId);
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('privacy_requests').values({ company_id: user.companyId, user_id: user.id, kind: 'erasure', channel: 'self', message: message ?? null }).execute();
      for (const o of officers.filter((o) => o.id !== user.id)) {
        await notify(trx, { userId: o.id, companyId: user.companyId, kind: 'privacy.erasure_request', title: 'Pedido de anonimização de conta', body: 'Um usuário pediu a anonimização dos seus dados. Responda em até 15 dias (LGPD, art. 19).', link: '/users' });
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
  const target = await deps.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.avatar_path', 'u.anonymised_at', 'r.rank'])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', admin.companyId)
    .executeTakeFirst();
  if (!target) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Usuário não encontrado');
  if (target.rank > admin.rank) throw new AppError('FORBIDDEN_ERROR', 'Você não tem permissão para esta ação');
  if (target.anonymised_at) throw validationError('userId', 'Este usuário já foi anonimizado');
  const tag = userId.replace(/-/g, '').slice(0, 12);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        name: 'Usuário anonimizado',
        email: `anonimizado-${tag}@anonimizado.invalid`,
        username: `anonimizado-${tag}`,
        cellphone: null,
        document: null,
        birth_date: null,
        gender: null,
        avatar_path: null,
        active: false,
        anonymised_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute();
    await trx.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    await trx.updateTable('privacy_requests').set({ status: 'done', answer: 'Conta anonimizada', resolved_by: admin.id, resolved_at: sql`now()` }).where('user_id', '=', userId).where('status', '=', 'open').execute();
  });
  deps.caches.dropSessions(userId);
  deps.caches.dropProfile(userId);
  // The deals list shows owners' names.
  deps.caches.dropDealList(admin.companyId);
  if (target.avatar_path) await deps.storage.remove(target.avatar_path).catch(() => undefined);
  await recordAudit(deps.db, { companyId: admin.companyId, actorUserId: admin.id, action: 'user.anonymise', entity: 'user', entityId: userId }, meta);
  return { message: 'Usuário anonimizado e desativado' };
}
