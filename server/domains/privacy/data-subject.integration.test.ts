import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf, formatMoney, formatPhone } from '../../../shared/format.ts';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, expectAppError, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { type TrackingFile, trackingReport } from '../public-deals/tracking-file.ts';
import { customerReport } from './data-subject.service.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const deal = (name: string, cpf: string): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: cpf,
      birthDate: '1979-09-09',
      gender: 'feminino',
      maritalStatus: 'viuvo',
      motherName: 'Dona Mãe',
      email: 'titular@example.com',
      cellphone: '11999990000',
      notify: true,
      incomes: [{ mensalIncome: 9000, professionalProfile: 'aposentado', main: true }],
    },
  ],
  operationValue: 200000,
  deadline: 240,
  asset: { kind: 'realty', value: 400000, type: 'casa', isRegistered: true },
});

async function upload(session: Session, dealId: string, documentId: string) {
  const form = new FormData();
  form.append('file', new Blob([PDF]), 'doc.pdf');
  const res = await fetch(`${http.baseUrl}/api/v1/deals/${dealId}/documents/${documentId}`, { method: 'POST', headers: { authorization: `Bearer ${session.accessData.accessToken}` }, body: form });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

describe('LGPD: a customer’s data', () => {
  it('exports it (JSON and PDF) for the privacy officer, with who accessed the deals; brokers cannot', async () => {
    const cpf = cpfFromBase('246813579');
    const { id } = await operator.caller.deals.create(deal('Regina Titular', cpf));
    await operator.caller.deals.get({ id });
    const customerId = (await operator.caller.deals.get({ id })).associates[0].customer_id!;

    const data = await admin.caller.dataSubject.customerData({ customerId });
    expect(data.titular).toMatchObject({ nome: 'Regina Titular', documento: cpf.replace(/\D/g, ''), nomeDaMae: 'Dona Mãe', email: 'titular@example.com' });
    expect(data.negocios).toEqual([expect.objectContaining({ operacao: 'Financiamento imobiliário', valorDoCredito: 200000, participacao: 'Proponente principal', origem: 'Interno' })]);
    // Everything in the titular's words: labels, not the stored codes.
    expect(data.titular).toMatchObject({ genero: 'Feminino', estadoCivil: 'Viúvo(a)', rendas: [{ principal: true, rendaMensal: 9000, perfilProfissional: 'Aposentado' }] });
    // The PDF says all of it, formatted as the screens show it.
    const report = customerReport(data);
    expect(Object.fromEntries(report.sections[0].items)).toMatchObject({ CPF: formatCpf(cpf), Gênero: 'Feminino', 'Estado civil': 'Viúvo(a)', 'Nome da mãe': 'Dona Mãe', Celular: '(11) 99999-0000' });
    expect(report.sections.find((s) => s.heading === 'Rendas')?.items).toEqual([['Aposentado', `${formatMoney(9000)} por mês · principal`]]);
    // Two openings within minutes are one access in the log.
    expect(data.acessos.filter((a) => a.quem === 'Otávio Operador')).toHaveLength(1);

    // A later deal with a new e-mail updates the record; the first deal still holds the old one, and the file says so.
    const later = deal('Regina Titular', cpf);
    await admin.caller.deals.create({ ...later, associates: [{ ...later.associates[0], email: 'regina.nova@example.com' }] });
    const again = await admin.caller.dataSubject.customerData({ customerId });
    expect(again.titular.email).toBe('regina.nova@example.com');
    expect(again.negocios.map((d) => d.comoConstaNoNegocio.email).sort()).toEqual(['regina.nova@example.com', 'titular@example.com']);
    expect(
      customerReport(again)
        .sections.find((s) => s.heading === 'Negócios')
        ?.items.some(([, line]) => line.endsWith(' · no negócio: titular@example.com')),
    ).toBe(true);

    await expectAppError(operator.caller.dataSubject.customerData({ customerId }), 'FORBIDDEN_ERROR');
    await expectAppError(otherAdmin.caller.dataSubject.customerData({ customerId }), 'ENTITY_NOT_FOUND_ERROR');

    const pdf = await fetch(`${http.baseUrl}/api/v1/privacy/customers/${customerId}.pdf`, { headers: { authorization: `Bearer ${admin.accessData.accessToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', customerId).where('action', '=', 'customer.export').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('the customer gets their own data and asks for erasure through the tracking link; the request waits 15 days at most', async () => {
    const typed = deal('Tânia Link', cpfFromBase('135792468'));
    typed.associates[0].incomes = [{ mensalIncome: 9000, professionalProfile: 'assalariado', main: true, description: 'Analista', companyName: 'Empresa X', admissionDate: '2015-02-01' }];
    const sent = await callerFor(env.deps, null, { ip: randomIp() }).publicDeals.submit({
      ...typed,
      downPayment: 100000,
      username: 'demo-credito',
      acceptTerms: true,
      notes: 'Prefiro contato depois das 18h.',
    } as never);
    const own = await fetch(`${http.baseUrl}/api/v1/public/tracking/${sent.trackingToken}/data.json`);
    expect(own.status).toBe(200);
    const file = (await own.json()) as TrackingFile;
    expect(file.enviadoPorEsteLink?.proponentes.map((p) => p.nome)).toEqual(['Tânia Link']);
    // In the customer's words, as the tracking page says it (not the board's "Novos leads"), CPF and phone formatted.
    expect(file.negocio.etapa).toBe('Proposta recebida');
    const items = trackingReport(file).sections.flatMap((section) => section.items);
    expect(items).toContainEqual(['Etapa', 'Proposta recebida']);
    expect(items).toContainEqual(['CPF', formatCpf(cpfFromBase('135792468'))]);
    expect(items).toContainEqual(['Celular', formatPhone('11999990000')]);
    // Everything typed, in pt-BR words (not the form's keys and codes): the person's details and the operation.
    expect(items).toContainEqual(['Gênero', 'Feminino']);
    expect(items).toContainEqual(['Estado civil', 'Viúvo(a)']);
    expect(file.enviadoPorEsteLink?.operacao).toEqual({
      tipo: 'Financiamento imobiliário',
      valorDoCredito: 200000,
      prazoEmMeses: 240,
      objetivo: null,
      entrada: 100000,
      valorFinanciado: null,
      bem: { tipo: 'Imóvel', tipoDoImovel: 'Casa', valor: 400000, imovelJaEscolhido: 'Não', comMatricula: 'Sim' },
    });
    expect(items).toContainEqual(['Prazo', '240 meses']);
    expect(items).toContainEqual(['Entrada', formatMoney(100000)]);
    expect(file.enviadoPorEsteLink?.proponentes[0].rendas).toEqual([
      { perfil: 'Assalariado', rendaMensal: 9000, cargoOuAtividade: 'Analista', empresa: 'Empresa X', cnpjDaEmpresa: null, desde: '2015-02-01' },
    ]);
    expect(items).toContainEqual(['Renda', `Assalariado · ${formatMoney(9000)} · Analista · Empresa X · desde 01/02/2015`]);
    expect(items).toContainEqual(['Valor do imóvel', formatMoney(400000)]);
    // What they wrote to the broker is theirs too.
    expect(file.comentariosQueVoceEnviou.map((c) => c.texto)).toEqual(['Prefiro contato depois das 18h.']);
    expect(
      trackingReport(file)
        .sections.find((section) => section.heading === 'Seus comentários ao corretor')
        ?.items.map(([, text]) => text),
    ).toEqual(['Prefiro contato depois das 18h.']);
    expect(JSON.stringify(file)).not.toMatch(/"(kind|realty|operationType|deadline|Financing)"/);
    expect((await fetch(`${http.baseUrl}/api/v1/public/tracking/${'y'.repeat(43)}/data.json`)).status).toBe(404);

    const visitor = callerFor(env.deps, null, { ip: randomIp() });
    expect((await visitor.publicDeals.tracking({ token: sent.trackingToken })).erasureRequestedAt).toBeNull();
    expect((await visitor.publicDeals.requestErasure({ token: sent.trackingToken, message: 'Não quero mais' })).message).toMatch(/15 dias/);
    // The page then says the request waits for an answer, instead of offering it again.
    expect((await visitor.publicDeals.tracking({ token: sent.trackingToken })).erasureRequestedAt).toBeInstanceOf(Date);
    await visitor.publicDeals.requestErasure({ token: sent.trackingToken });
    const requests = (await admin.caller.dataSubject.openRequests()).filter((r) => r.customer_name === 'Tânia Link');
    expect(requests).toEqual([expect.objectContaining({ kind: 'erasure', channel: 'tracking_link', message: 'Não quero mais', daysLeft: 15 })]);
    expect((await admin.caller.notifications.latest()).items.some((n) => n.kind === 'privacy.erasure_request')).toBe(true);
  });

  it('anonymises keeping the credit operations: the person, open deals’ files, simulations and links go; released ones keep their files', async () => {
    const cpf = cpfFromBase('975318642');
    const open = await admin.caller.deals.create(deal('Sérgio Apagado', cpf));
    const released = await admin.caller.deals.create({ ...deal('Sérgio Apagado', cpf), operationValue: 150000 });
    await admin.caller.deals.move({ id: released.id, stage: 'completed', version: 1 });
    const [openDoc] = (await admin.caller.deals.get({ id: open.id })).documents;
    const [releasedDoc] = (await admin.caller.deals.get({ id: released.id })).documents;
    await upload(admin, open.id, openDoc.id);
    await upload(admin, released.id, releasedDoc.id);
    // A person's document, on the timeline as "enviou o documento RG — Sérgio Apagado".
    const personDoc = (await admin.caller.deals.get({ id: released.id })).documents.find((d) => d.associateId)!;
    expect(personDoc.label).toMatch(/ — Sérgio Apagado$/);
    await upload(admin, released.id, personDoc.id);
    const openKey = (await env.deps.db.selectFrom('deal_documents').select('file_key').where('id', '=', openDoc.id).executeTakeFirstOrThrow()).file_key!;
    const link = await admin.caller.deals.trackingLink({ id: open.id });
    const customerId = (await admin.caller.deals.get({ id: open.id })).associates[0].customer_id!;

    await expectAppError(otherAdmin.caller.dataSubject.anonymiseCustomer({ customerId, reason: 'x' }), 'ENTITY_NOT_FOUND_ERROR');
    const done = await admin.caller.dataSubject.anonymiseCustomer({ customerId, reason: 'Pedido do titular por e-mail' });
    expect(done.filesRemoved).toBe(1);

    const c = await env.deps.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ name: 'Titular anonimizado', birth_date: null, mother_name: null, email: null, cellphone: null, identity_card: null });
    expect(c.document).toMatch(/^ANON[0-9A-F]{16}$/);
    expect(c.anonymised_at).not.toBeNull();
    // The operations stay, with their values; the person does not.
    const kept = await admin.caller.deals.get({ id: released.id });
    expect(kept.operationValue).toBe(150000);
    expect(kept.associates[0].name).toBe('Titular anonimizado');
    expect(kept.documents[0].status).toBe('received');
    // Nothing on the deals names the person: the checklist and the timeline's document entries say the anonymous name,
    // the document shows as anonymised (not a made-up CPF) and nobody is sent messages any more.
    for (const id of [open.id, released.id]) {
      const after = await admin.caller.deals.get({ id });
      expect(JSON.stringify(after)).not.toContain('Sérgio');
      expect(after.documents.filter((d) => d.label.includes(' — ')).every((d) => d.label.endsWith(' — Titular anonimizado'))).toBe(true);
      expect(after.associates[0]).toMatchObject({ notify: false });
      expect(formatCpf(after.associates[0].document)).toBe('Anonimizado');
    }
    expect(kept.events.some((e) => e.kind === 'document_uploaded' && String(e.data.label).endsWith(' — Titular anonimizado'))).toBe(true);
    expect((await admin.caller.deals.get({ id: open.id })).documents[0]).toMatchObject({ status: 'pending', fileName: null });
    expect(await env.deps.storage.get(openKey)).toBeNull();
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).publicDeals.tracking({ token: link.url.split('/').pop()! }), 'ENTITY_NOT_FOUND_ERROR');
    expect(JSON.stringify(await admin.caller.dataSubject.customerData({ customerId }))).not.toContain(cpf.replace(/\D/g, ''));
    await expectAppError(admin.caller.dataSubject.anonymiseCustomer({ customerId, reason: 'de novo' }), 'VALIDATION_ERROR', 'Este cliente já foi anonimizado');
  });
});

describe('LGPD: a user’s own data', () => {
  it('a user downloads their data and asks for anonymisation; the officer anonymises the account, which can no longer sign in', async () => {
    const person = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const session = await signIn(env.deps, person.email, person.password, { ip: randomIp() });
    const mine = await session.caller.dataSubject.myData();
    expect(mine.titular.email).toBe(person.email);
    expect(mine.acessos.length).toBeGreaterThan(0);
    const json = await fetch(`${http.baseUrl}/api/v1/privacy/me.pdf`, { headers: { authorization: `Bearer ${session.accessData.accessToken}` } });
    expect(json.headers.get('content-type')).toBe('application/pdf');

    expect((await session.caller.dataSubject.myErasureRequest()).requestedAt).toBeNull();
    await session.caller.dataSubject.requestMyErasure({ message: 'Saí da empresa' });
    // The profile then says it waits for an answer, instead of offering it again.
    expect((await session.caller.dataSubject.myErasureRequest()).requestedAt).toBeInstanceOf(Date);
    expect((await admin.caller.dataSubject.openRequests()).some((r) => r.user_id === person.id && r.channel === 'self')).toBe(true);
    await expectAppError(operator.caller.dataSubject.anonymiseUser({ userId: person.id }), 'FORBIDDEN_ERROR');
    await admin.caller.dataSubject.anonymiseUser({ userId: person.id });
    await expectAppError(session.caller.dataSubject.myData(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: person.email, password: person.password }), 'LOGIN_ERROR');
    const row = await env.deps.db.selectFrom('users').select(['name', 'document', 'active']).where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Usuário anonimizado', document: null, active: false });
    expect((await admin.caller.dataSubject.openRequests()).some((r) => r.user_id === person.id)).toBe(false);
  });
});

describe('who accessed a deal', () => {
  it('is visible to administrators (audit/view) only', async () => {
    const { id } = await operator.caller.deals.create(deal('Acesso Logado', cpfFromBase('192837465')));
    await operator.caller.deals.get({ id });
    await admin.caller.deals.get({ id });
    const log = await admin.caller.dataSubject.dealAccessLog({ dealId: id });
    expect(log.map((l) => l.who).sort()).toEqual(['Ana Administradora', 'Otávio Operador']);
    await expectAppError(operator.caller.dataSubject.dealAccessLog({ dealId: id }), 'FORBIDDEN_ERROR');
    await expectAppError(otherAdmin.caller.dataSubject.dealAccessLog({ dealId: id }), 'ENTITY_NOT_FOUND_ERROR');
  });
});
