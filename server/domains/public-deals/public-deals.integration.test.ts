import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { TERMS_MESSAGE, type TPublicDealRequest } from '../../../shared/schemas/public-deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { callerFor, createTestEnv, expectAppError, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { trpcOverHttp } from '../../test/http-trpc.ts';
import { dealInput } from '../../test/tenancy.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A visitor (own address, so rate limits of one test never touch another). */
const visitor = () => callerFor(env.deps, null, { ip: randomIp() });

const request = (over: Partial<TPublicDealRequest> = {}, cpf = cpfFromBase('161803398')): TPublicDealRequest => ({
  username: 'demo-credito',
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Clara Visitante',
      document: cpf,
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
  ...over,
});

function uploadAs(token: string, documentId: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return fetch(`${http.baseUrl}/api/v1/public/tracking/${token}/documents/${documentId}`, { method: 'POST', body: form });
}

beforeAll(async () => {
  env = await createTestEnv({ smtp: true });
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

describe('public deal registration', () => {
  it('lands on the broker’s board (first stage, origin public) with the checklist, a notice, an e-mail and a tracking link', async () => {
    const sent = await visitor().publicDeals.submit(request());
    expect(sent.message).toBe('Proposta enviada com sucesso!');
    expect(sent.trackingUrl).toBe(`http://localhost:3000/acompanhar/${sent.trackingToken}`);

    const board = await admin.caller.pipelines.board({ pipeline: 'financiamento-imobiliario' });
    const card = board.columns[0].cards.find((c) => c.number === sent.number);
    expect(board.columns[0].stage).toBe('newLead');
    expect(card).toMatchObject({ customerName: 'Clara Visitante', operationValue: 320000, origin: 'public', owner: { name: admin.profile.name } });

    const deal = await admin.caller.deals.get({ id: card!.id });
    expect(deal.origin).toBe('public');
    expect(deal.documents.map((d) => d.key)).toContain('holerites');
    // The timeline opens with the customer's own note above the creation (newest first: the note was written after the
    // deal existed, in the same transaction), neither by a staff member.
    const opening = deal.events.filter((e) => e.kind === 'created' || e.kind === 'comment');
    expect(opening.map((e) => [e.kind, e.actorName, e.data.actor])).toEqual([
      ['comment', null, 'customer'],
      ['created', null, 'customer'],
    ]);
    // Each at its own instant (microseconds, as the database orders them), not both at the transaction's start.
    const instants = await env.deps.db
      .selectFrom('deal_events')
      .select((eb) => eb.fn.count<number>(sql`distinct created_at`).as('n'))
      .where('deal_id', '=', card!.id)
      .where('kind', 'in', ['created', 'comment'])
      .executeTakeFirstOrThrow();
    expect(Number(instants.n)).toBe(2);

    const notices = await admin.caller.notifications.latest();
    expect(notices.items[0]).toMatchObject({ title: 'Nova proposta pelo seu link: Clara Visitante', link: `/deal/${card!.id}`, readAt: null });
    expect(notices.unread).toBeGreaterThan(0);
    const mails = await env.deps.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body']).orderBy('created_at', 'desc').limit(2).execute();
    const toBroker = mails.find((m) => m.to_address === env.demo.users.administrator.email)!;
    expect(toBroker.subject).toContain('Clara Visitante');
    expect(toBroker.text_body).toContain(`/deal/${card!.id}`);
    // The customer gets the private tracking link by e-mail too.
    const toCustomer = mails.find((m) => m.to_address === 'clara@example.com')!;
    expect(toCustomer.subject).toBe(`Sua proposta nº ${sent.number} foi recebida — acompanhe por aqui`);
    // It arrives by SMTP; the outbox keeps the link redacted (R13, docs/design/security.md: no usable secret at rest).
    expect(toCustomer.text_body).toContain('/acompanhar/[oculto]');
    expect(toCustomer.text_body).not.toContain(sent.trackingToken);
    await env.mailbox.waitFor('clara@example.com', (m) => m.text.includes(sent.trackingUrl));

    // Nobody else's bell rings.
    expect((await operator.caller.notifications.latest()).items.some((n) => n.link === `/deal/${card!.id}`)).toBe(false);
    await operator.caller.notifications.markRead({ ids: [notices.items[0].id] });
    expect((await admin.caller.notifications.latest()).items[0].readAt).toBeNull();
    await admin.caller.notifications.markRead({});
    expect((await admin.caller.notifications.latest()).unread).toBe(0);
  });

  it('refuses bad input with the spec messages and saves nothing', async () => {
    const before = await env.deps.db
      .selectFrom('deals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const terms = await expectAppError(visitor().publicDeals.submit({ ...request(), acceptTerms: false as unknown as true }), 'VALIDATION_ERROR');
    expect(terms.errors).toContainEqual({ field: 'acceptTerms', message: TERMS_MESSAGE });
    const ltv = await expectAppError(visitor().publicDeals.submit(request({ operationValue: 400000 })), 'VALIDATION_ERROR');
    expect(ltv.errors).toContainEqual({ field: 'operationValue', message: MSG.maxCreditPercentage(80) });
    // A financed value past the property's price (an outside tester's R$ 900.000,00 on R$ 500.000,00) and a down payment
    // of the whole price are refused, each on its field.
    const financed = await expectAppError(visitor().publicDeals.submit(request({ financedValue: 900000 })), 'VALIDATION_ERROR');
    expect(financed.errors).toContainEqual({ field: 'financedValue', message: MSG.financedAboveAsset });
    const down = await expectAppError(visitor().publicDeals.submit(request({ downPayment: 500000 })), 'VALIDATION_ERROR');
    expect(down.errors).toContainEqual({ field: 'downPayment', message: MSG.downPaymentAboveAsset });
    const small = await expectAppError(visitor().publicDeals.submit(request({ operationValue: 999 })), 'VALIDATION_ERROR');
    expect(small.errors).toContainEqual({ field: 'operationValue', message: MSG.minMoney });
    const deadline = await expectAppError(visitor().publicDeals.submit(request({ deadline: 500 })), 'VALIDATION_ERROR');
    expect(deadline.errors.map((e) => e.field)).toContain('deadline');
    const cpf = await expectAppError(visitor().publicDeals.submit(request({}, '111.111.111-11')), 'VALIDATION_ERROR');
    expect(cpf.errors).toContainEqual({ field: 'associates.0.document', message: MSG.invalidCpf });
    const seller = request();
    (seller.associates[0] as { type?: string }).type = 'SELLER';
    await expectAppError(visitor().publicDeals.submit(seller), 'VALIDATION_ERROR');
    await expectAppError(visitor().publicDeals.submit(request({ username: 'ninguem-aqui' })), 'ENTITY_NOT_FOUND_ERROR');
    const after = await env.deps.db
      .selectFrom('deals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('over HTTP, a down payment that with the credit passes the property’s value is refused on the down payment; expenses financed on top are not', async () => {
    // R$ 320.000,00 of credit on a R$ 450.000,00 property leaves R$ 130.000,00 to pay at signing, not R$ 200.000,00.
    const answer = await trpcOverHttp(http.baseUrl, null, 'publicDeals.submit', request({ downPayment: 200000 }, cpfFromBase('314000001')));
    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({ type: 'VALIDATION_ERROR', message: 'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0130.000,00' });
    const refused = await expectAppError(visitor().publicDeals.submit(request({ downPayment: 200000 }, cpfFromBase('314000001'))), 'VALIDATION_ERROR');
    expect(refused.errors).toEqual([{ field: 'downPayment', message: 'A entrada somada ao crédito não pode passar do valor do imóvel: com este crédito, a entrada vai até R$\u00a0130.000,00' }]);
    // Said together with the other mistakes of the same request, not after they are fixed.
    const together = await expectAppError(
      visitor().publicDeals.submit({ ...request({ downPayment: 200000 }, cpfFromBase('314000001')), deadline: undefined as unknown as number }),
      'VALIDATION_ERROR',
    );
    expect(together.errors.map((e) => e.field).sort()).toEqual(['deadline', 'downPayment']);
    // A vehicle says "veículo".
    const vehicle = {
      kind: 'vehicle' as const,
      value: 80000,
      type: 'veiculo_leve' as const,
      typeVehicle: 1 as const,
      year: 2021,
      brand: { name: 'Fiat', code: '21' },
      model: { name: 'Argo', code: '1' },
    };
    const car = await expectAppError(
      visitor().publicDeals.submit(request({ operationType: 'SimpleBest', deadline: 48, operationValue: 60000, downPayment: 30000, asset: vehicle }, cpfFromBase('314000001'))),
      'VALIDATION_ERROR',
    );
    expect(car.errors).toContainEqual({ field: 'downPayment', message: 'A entrada somada ao crédito não pode passar do valor do veículo: com este crédito, a entrada vai até R$\u00a020.000,00' });

    // Exactly the price is fine; so is a financed value carrying the registry expenses on top of the credit
    // (docs/design/finance.md: financed expenses enlarge the balance, not the credit released).
    const exact = await trpcOverHttp<{ number: number }>(http.baseUrl, null, 'publicDeals.submit', request({ downPayment: 130000, financedValue: 335000 }, cpfFromBase('314000002')));
    expect(exact.status).toBe(200);
    expect(exact.data?.number).toBeGreaterThan(0);
  });

  it('a second proposal with the same CPF while the first is open is a deal of its own, the broker told of the first one', async () => {
    const cpf = cpfFromBase('141421356');
    const first = await visitor().publicDeals.submit(request({ operationType: 'HomeEquity', deadline: 120, operationValue: 200000 }, cpf));
    const second = await visitor().publicDeals.submit(request({ operationType: 'HomeEquity', deadline: 120, operationValue: 200000 }, cpf));
    expect(second.message).toBe('Proposta enviada com sucesso!');
    expect(second.number).not.toBe(first.number);
    expect((await visitor().publicDeals.tracking({ token: second.trackingToken })).number).toBe(second.number);
    const card = (await admin.caller.pipelines.board({ pipeline: 'home-equity' })).columns[0].cards.find((c) => c.number === second.number)!;
    const deal = await admin.caller.deals.get({ id: card.id });
    expect(deal.events).toContainEqual(expect.objectContaining({ kind: 'public_duplicate', data: { dealNumbers: [first.number], documentLabel: 'CPF' } }));
    const [notice] = (await admin.caller.notifications.latest()).items;
    expect(notice).toMatchObject({ title: 'Nova proposta pelo seu link: Clara Visitante', link: `/deal/${card.id}` });
    expect(notice.body).toBe(`Home equity de R$\u00a0200.000,00 · negócio nº ${second.number}. Já existe uma proposta aberta com este CPF enviada pelo link público (negócio nº ${first.number})`);
    // The same CPF through another broker's link says nothing of the kind: only this link's own proposals count.
    const elsewhere = await visitor().publicDeals.submit(request({ username: 'demo-operador', operationType: 'HomeEquity', deadline: 120, operationValue: 200000 }, cpf));
    const theirs = await env.deps.db.selectFrom('deals').select('id').where('company_id', '=', env.demo.companyId).where('number', '=', elsewhere.number).executeTakeFirstOrThrow();
    expect((await admin.caller.deals.get({ id: theirs.id })).events.map((e) => e.kind)).not.toContain('public_duplicate');
  });

  it('the same tab sending again (its answer lost) gets its proposal back with a new working link, announced once; another tab is refused', async () => {
    const cpf = cpfFromBase('271828182');
    const key = 'k3y-0f-th1s-tab_aaaaaaaaaa';
    const first = await visitor().publicDeals.submit({ ...request({}, cpf), submissionKey: key });
    const dealId = (await env.deps.db.selectFrom('deals').select('id').where('number', '=', first.number).executeTakeFirstOrThrow()).id;
    const notices = () => env.deps.db.selectFrom('notifications').select('id').where('link', '=', `/deal/${dealId}`).execute();
    expect(await notices()).toHaveLength(1);

    const again = await visitor().publicDeals.submit({ ...request({}, cpf), submissionKey: key });
    expect(again.number).toBe(first.number);
    expect(again.trackingToken).not.toBe(first.trackingToken);
    expect((await visitor().publicDeals.tracking({ token: again.trackingToken })).number).toBe(first.number);
    // The first link may never have arrived; whoever holds a copy of it holds nothing now.
    await expectAppError(visitor().publicDeals.tracking({ token: first.trackingToken }), 'ENTITY_NOT_FOUND_ERROR');
    expect(await env.deps.db.selectFrom('deal_associates').select('deal_id').where('document', '=', cpf.replace(/\D/g, '')).execute()).toHaveLength(1);
    expect(await notices()).toHaveLength(1);
    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', dealId).where('action', 'like', 'deal.public_submit%').orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['deal.public_submit', 'deal.public_submit_repeated']);

    // Another tab (another key) with the same CPF is another proposal, answered like any; a malformed key is refused.
    const other = await visitor().publicDeals.submit({ ...request({}, cpf), submissionKey: 'another-tab-key-bbbbbbbbbb' });
    expect(other.number).not.toBe(first.number);
    await expectAppError(visitor().publicDeals.submit({ ...request({}, cpf), submissionKey: 'short' }), 'VALIDATION_ERROR');
    // The key counts for its own broker only.
    const elsewhere = await visitor().publicDeals.submit({ ...request({ username: 'demo-operador' }, cpf), submissionKey: key });
    expect(elsewhere.number).not.toBe(first.number);
  });

  it('does not overwrite what the company already knows about a customer, nor link to it', async () => {
    const cpf = cpfFromBase('173205080');
    const internal = await operator.caller.deals.create({
      ...request({}, cpf),
      origin: 'internal',
      associates: [{ ...(request({}, cpf).associates[0] as object), name: 'Nome Verdadeiro', email: 'verdadeiro@example.com' } as never],
    } as never);
    await operator.caller.deals.move({ id: internal.id, stage: 'completed', version: 1 });
    await visitor().publicDeals.submit(request({ associates: [{ ...(request({}, cpf).associates[0] as object), name: 'Nome Trocado', email: 'outro@example.com' } as never] }, cpf));
    const customer = await env.deps.db.selectFrom('customers').select(['name', 'email']).where('document', '=', cpf.replace(/\D/g, '')).executeTakeFirstOrThrow();
    expect(customer).toEqual({ name: 'Nome Verdadeiro', email: 'verdadeiro@example.com' });
  });

  it('is rate-limited per visitor address', async () => {
    const ip = randomIp();
    const same = callerFor(env.deps, null, { ip });
    // Each attempt counts once it is well formed, whether or not the link exists.
    for (let i = 0; i < 10; i++) await expectAppError(same.publicDeals.submit(request({ username: `nao-existe-${i}` })), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(same.publicDeals.submit(request()), 'TOO_MANY_ATTEMPTS_ERROR');
    expect((await visitor().publicDeals.submit(request({}, cpfFromBase('577215664')))).number).toBeGreaterThan(0);
  });
});

describe('customer tracking link', () => {
  it('shows progress and pending documents, takes uploads by content, and logs every access', async () => {
    const sent = await visitor().publicDeals.submit(request({}, cpfFromBase('223606797')));
    const view = await visitor().publicDeals.tracking({ token: sent.trackingToken });
    expect(view).toMatchObject({ number: sent.number, customerFirstName: 'Clara', denied: false, completed: false, broker: { firstName: 'Ana', companyName: 'Demo Crédito' } });
    // A company is greeted by its whole name ("Olá, Padaria!" said nothing).
    const company = {
      main: true,
      personType: 'company' as const,
      name: 'Padaria Pão Quente Ltda',
      document: '11.222.333/0001-81',
      birthDate: '2010-03-01',
      email: 'padaria@example.com',
      cellphone: '11987650001',
      monthlyBilling: 80000,
      incomes: [],
    };
    const byCompany = await visitor().publicDeals.submit(request({ associates: [company] as TPublicDealRequest['associates'] }));
    expect((await visitor().publicDeals.tracking({ token: byCompany.trackingToken })).customerFirstName).toBe('Padaria Pão Quente Ltda');
    expect(view.stages[0]).toMatchObject({ key: 'newLead', state: 'current' });
    expect(view.stages.map((s) => s.key)).not.toContain('denied');
    expect(view.stages.slice(1).every((s) => s.state === 'todo')).toBe(true);
    expect(view).not.toHaveProperty('associates');
    expect(JSON.stringify(view)).not.toContain('223606797');

    const iptu = view.documents.find((d) => d.label === 'Carnê do IPTU')!;
    const exe = await uploadAs(sent.trackingToken, iptu.id, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 'iptu.pdf');
    expect(exe.status).toBe(400);
    expect(await exe.json()).toMatchObject({ type: 'UPLOAD_ERROR', message: 'Arquivo corrompido ou de tipo diferente do nome' });
    const ok = await uploadAs(sent.trackingToken, iptu.id, PDF, 'iptu.pdf');
    expect(ok.status).toBe(200);
    expect((await visitor().publicDeals.tracking({ token: sent.trackingToken })).documents.find((d) => d.id === iptu.id)?.status).toBe('received');

    const dealId = (await env.deps.db.selectFrom('deals').select('id').where('number', '=', sent.number).executeTakeFirstOrThrow()).id;
    const deal = await admin.caller.deals.get({ id: dealId });
    expect(deal.documents.find((d) => d.id === iptu.id)).toMatchObject({ status: 'received', uploadedBy: null });
    expect(deal.events[0]).toMatchObject({ kind: 'document_uploaded', actorName: null, data: { actor: 'customer', label: 'Carnê do IPTU' } });
    expect((await admin.caller.notifications.latest()).items[0].title).toBe('O cliente enviou: Carnê do IPTU');

    // Approved documents are not replaced by the customer; the broker's progress shows on the link.
    await admin.caller.deals.reviewDocument({ dealId, documentId: iptu.id, status: 'approved' });
    expect((await uploadAs(sent.trackingToken, iptu.id, PDF, 'de-novo.pdf')).status).toBe(400);
    await admin.caller.deals.move({ id: dealId, stage: 'registration', version: deal.version });
    await admin.caller.deals.move({ id: dealId, stage: 'negotiation', version: (await admin.caller.deals.get({ id: dealId })).version });
    const moved = await visitor().publicDeals.tracking({ token: sent.trackingToken });
    expect(moved.stages.slice(0, 4).map((s) => s.state)).toEqual(['done', 'done', 'current', 'todo']);

    const views = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', dealId).where('action', '=', 'deal.tracking_view').execute();
    expect(views).toHaveLength(3);

    // A document of another deal, or an unknown token, is not found.
    const other = await visitor().publicDeals.submit(request({}, cpfFromBase('244948974')));
    expect((await uploadAs(other.trackingToken, iptu.id, PDF, 'x.pdf')).status).toBe(404);
    await expectAppError(visitor().publicDeals.tracking({ token: 'x'.repeat(43) }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('a stage the deal was moved past without entering is skipped, never done; the ones it went through are done', async () => {
    const sent = await visitor().publicDeals.submit(request({}, cpfFromBase('314159266')));
    const dealId = (await env.deps.db.selectFrom('deals').select('id').where('number', '=', sent.number).executeTakeFirstOrThrow()).id;
    const moveTo = async (stage: string) => admin.caller.deals.move({ id: dealId, stage, version: (await admin.caller.deals.get({ id: dealId })).version });
    // The tester's path: "Novos leads" → "Cadastro" → straight to "Análise de crédito".
    await moveTo('registration');
    await moveTo('creditAnalysis');
    const view = await visitor().publicDeals.tracking({ token: sent.trackingToken });
    const states = Object.fromEntries(view.stages.map((s) => [s.key, s.state]));
    expect(states).toEqual({
      newLead: 'done',
      registration: 'done',
      negotiation: 'skipped',
      folderTreatment: 'skipped',
      preAnalysis: 'skipped',
      creditAnalysis: 'current',
      approved: 'todo',
      legalReview: 'todo',
      contractIssuance: 'todo',
      propertyRegistry: 'todo',
      completed: 'todo',
    });
    // Back to a skipped stage: it is the current one; the stage left ahead is still to come.
    await moveTo('folderTreatment');
    const back = Object.fromEntries((await visitor().publicDeals.tracking({ token: sent.trackingToken })).stages.map((s) => [s.key, s.state]));
    expect(back).toMatchObject({ registration: 'done', negotiation: 'skipped', folderTreatment: 'current', preAnalysis: 'todo', creditAnalysis: 'todo' });
    // Released: every stage it went through is done, the ones it never entered stay skipped.
    await moveTo('completed');
    const released = await visitor().publicDeals.tracking({ token: sent.trackingToken });
    expect(released.completed).toBe(true);
    expect(Object.fromEntries(released.stages.map((s) => [s.key, s.state]))).toMatchObject({
      newLead: 'done',
      negotiation: 'skipped',
      folderTreatment: 'done',
      creditAnalysis: 'done',
      approved: 'skipped',
      completed: 'done',
    });
  });

  it('over HTTP the customer never replaces a file the staff attached nor an approved one; their own unreviewed one, yes', async () => {
    const sent = await visitor().publicDeals.submit(request({}, cpfFromBase('732050807')));
    const dealId = (await env.deps.db.selectFrom('deals').select('id').where('number', '=', sent.number).executeTakeFirstOrThrow()).id;
    const view = await visitor().publicDeals.tracking({ token: sent.trackingToken });
    const [iptu, deed, photos] = ['Carnê do IPTU', 'Matrícula do imóvel (inteiro teor)', 'Fotos do imóvel'].map((label) => view.documents.find((d) => d.label === label)!);
    const staffForm = new FormData();
    staffForm.append('file', new Blob([PDF]), 'matricula-do-corretor.pdf');
    const staff = await fetch(`${http.baseUrl}/api/v1/deals/${dealId}/documents/${deed.id}`, { method: 'POST', headers: { authorization: `Bearer ${admin.accessData.accessToken}` }, body: staffForm });
    expect(staff.status).toBe(200);

    // The broker's file: refused with a clear message, and it stays on the deal.
    const over = await uploadAs(sent.trackingToken, deed.id, PDF, 'minha-matricula.pdf');
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ message: 'Este documento já foi recebido pelo corretor: para trocar o arquivo, fale com ele' });
    const onDeal = (await admin.caller.deals.get({ id: dealId })).documents.find((d) => d.id === deed.id);
    expect(onDeal).toMatchObject({ status: 'received', fileName: 'matricula-do-corretor.pdf', uploadedBy: 'Ana Administradora' });
    // The link says so (no file name of the broker's), so the page offers no "Enviar outro arquivo".
    const seen = (await visitor().publicDeals.tracking({ token: sent.trackingToken })).documents;
    expect(seen.find((d) => d.id === deed.id)).toMatchObject({ status: 'received', sentByBroker: true, fileName: null });

    // Their own file not reviewed yet may be replaced; pending and rejected items take a file.
    expect((await uploadAs(sent.trackingToken, iptu.id, PDF, 'iptu.pdf')).status).toBe(200);
    expect((await uploadAs(sent.trackingToken, iptu.id, PDF, 'iptu-legivel.pdf')).status).toBe(200);
    expect((await visitor().publicDeals.tracking({ token: sent.trackingToken })).documents.find((d) => d.id === iptu.id)).toMatchObject({ fileName: 'iptu-legivel.pdf', sentByBroker: false });
    await admin.caller.deals.reviewDocument({ dealId, documentId: deed.id, status: 'rejected', reason: 'Cópia ilegível' });
    expect((await uploadAs(sent.trackingToken, deed.id, PDF, 'matricula-nova.pdf')).status).toBe(200);
    // An approved one, never.
    expect((await uploadAs(sent.trackingToken, photos.id, PDF, 'fotos.pdf')).status).toBe(200);
    await admin.caller.deals.reviewDocument({ dealId, documentId: photos.id, status: 'approved' });
    const approved = await uploadAs(sent.trackingToken, photos.id, PDF, 'fotos-2.pdf');
    expect(approved.status).toBe(400);
    expect(await approved.json()).toMatchObject({ message: 'Este documento já foi aprovado: não é preciso enviá-lo de novo' });
  });

  it('a refused document is told to the customer by e-mail, with the reason; not once the deal has no working link', async () => {
    const sent = await visitor().publicDeals.submit(request({}, cpfFromBase('314159265')));
    const view = await visitor().publicDeals.tracking({ token: sent.trackingToken });
    const [iptu, deed] = ['Carnê do IPTU', 'Matrícula do imóvel (inteiro teor)'].map((label) => view.documents.find((d) => d.label === label)!);
    for (const d of [iptu, deed]) expect((await uploadAs(sent.trackingToken, d.id, PDF, 'doc.pdf')).status).toBe(200);
    const dealId = (await env.deps.db.selectFrom('deals').select('id').where('number', '=', sent.number).executeTakeFirstOrThrow()).id;
    const mailsTo = (subject: string) =>
      env.deps.db.selectFrom('email_outbox').select(['to_address', 'text_body']).where('to_address', '=', 'clara@example.com').where('subject', '=', subject).execute();
    const subject = `Documento recusado na sua proposta nº ${sent.number}: envie de novo`;

    await admin.caller.deals.reviewDocument({ dealId, documentId: iptu.id, status: 'rejected', reason: 'A página 2 está ilegível.' });
    const [mail] = await mailsTo(subject);
    expect(mail.text_body).toContain('conferiu o documento "Carnê do IPTU"');
    expect(mail.text_body).toContain('A página 2 está ilegível.');
    expect(mail.text_body).toMatch(/Dúvidas\? Fale com Ana Administradora pelo \(\d{2}\) \d{5}-\d{4}\./);
    // A link of its own, hidden in the outbox (R13), that works as it arrives by SMTP (the broker may have replaced the
    // customer's first link since).
    expect(mail.text_body).toContain('http://localhost:3000/acompanhar/[oculto]');
    const arrived = await env.mailbox.waitFor('clara@example.com', (m) => m.subject === subject);
    const fresh = /\/acompanhar\/([\w-]{43})/.exec(arrived.text)![1];
    expect(fresh).not.toBe(sent.trackingToken);
    expect((await visitor().publicDeals.tracking({ token: fresh })).number).toBe(sent.number);

    // Without a working link the customer could not send it again: no e-mail telling them to.
    await env.deps.db.updateTable('deal_tracking_tokens').set({ revoked_at: new Date() }).where('deal_id', '=', dealId).execute();
    await admin.caller.deals.reviewDocument({ dealId, documentId: deed.id, status: 'rejected', reason: 'Desatualizada' });
    expect(await mailsTo(subject)).toHaveLength(1);
  });

  it('the broker can issue a new link; the old one stops working; another company cannot', async () => {
    const sent = await visitor().publicDeals.submit(request({}, cpfFromBase('264575131')));
    const dealId = (await env.deps.db.selectFrom('deals').select('id').where('number', '=', sent.number).executeTakeFirstOrThrow()).id;
    await expectAppError(otherAdmin.caller.deals.trackingLink({ id: dealId }), 'ENTITY_NOT_FOUND_ERROR');
    const renewed = await admin.caller.deals.trackingLink({ id: dealId });
    expect(renewed.url).toMatch(/^http:\/\/localhost:3000\/acompanhar\/[\w-]{43}$/);
    expect(renewed.message).toBe('Novo link de acompanhamento gerado. O link anterior deixou de funcionar.');
    await expectAppError(visitor().publicDeals.tracking({ token: sent.trackingToken }), 'ENTITY_NOT_FOUND_ERROR');
    const token = renewed.url.split('/').pop()!;
    expect((await visitor().publicDeals.tracking({ token })).number).toBe(sent.number);
  });

  it('a deal the broker registered gets its first link without being told an earlier one stopped working', async () => {
    const created = await admin.caller.deals.create(dealInput('Gilberto Balcão'));
    expect((await admin.caller.deals.trackingLink({ id: created.id })).message).toBe('Link de acompanhamento gerado');
    expect((await admin.caller.deals.trackingLink({ id: created.id })).message).toBe('Novo link de acompanhamento gerado. O link anterior deixou de funcionar.');
  });
});
