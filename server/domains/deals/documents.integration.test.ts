import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { randomCpf } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, expectAppError, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;
let operator: Session;
let admin: Session;
let otherAdmin: Session;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const input: TDealCreateRequest = {
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Nina Documentos',
      document: cpfFromBase('314159265'),
      birthDate: '1988-08-08',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Olga',
      incomes: [{ mensalIncome: 12000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 240000,
  deadline: 360,
  asset: { kind: 'realty', value: 400000, type: 'apartamento', isRegistered: true },
};

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  [operator, admin, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

function send(session: Session, dealId: string, documentId: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return fetch(`${http.baseUrl}/api/v1/deals/${dealId}/documents/${documentId}`, { method: 'POST', headers: { authorization: `Bearer ${session.accessData.accessToken}` }, body: form });
}

describe('deal documents', () => {
  it('generates the checklist from the asset and the proponent’s professional profile', async () => {
    const { id } = await operator.caller.deals.create(input);
    const deal = await operator.caller.deals.get({ id });
    expect(deal.documents.map((d) => d.key)).toEqual(['iptu', 'matricula', 'fotos_imovel', 'identidade', 'comprovante_endereco', 'certidao_estado_civil', 'holerites', 'carteira_trabalho', 'irpf']);
    expect(deal.documents.every((d) => d.status === 'pending')).toBe(true);
  });

  it('accepts PDF/PNG/JPG by content up to 2 MB, refuses the rest, and reviews with a reason', async () => {
    const { id } = await operator.caller.deals.create({
      ...input,
      associates: [{ ...(input.associates[0] as object), document: cpfFromBase('271828182') } as TDealCreateRequest['associates'][number]],
    });
    const [iptu, matricula] = (await operator.caller.deals.get({ id })).documents;

    const exe = await send(operator, id, iptu.id, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'iptu.pdf');
    expect(exe.status).toBe(400);
    // The name claims a PDF, the content is an executable: the message says so, not "extensão não permitida".
    expect(await exe.json()).toMatchObject({ type: 'UPLOAD_ERROR', message: 'Arquivo corrompido ou de tipo diferente do nome' });
    const named = await send(operator, id, iptu.id, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'iptu.exe');
    expect(await named.json()).toMatchObject({ type: 'UPLOAD_ERROR', message: 'A extensão do arquivo não é permitida' });
    const truncated = await send(operator, id, iptu.id, new TextEncoder().encode('isto não é uma imagem'), 'foto.JPEG');
    expect(await truncated.json()).toMatchObject({ type: 'UPLOAD_ERROR', message: 'Arquivo corrompido ou de tipo diferente do nome' });
    const big = new Uint8Array(2_000_001);
    big.set(PDF);
    expect(((await (await send(operator, id, iptu.id, big, 'grande.pdf')).json()) as { message: string }).message).toMatch(/^Arquivo muito grande \(2,1 MB\)/);
    // The size as the list says it (rounded up, one formatter); an empty file is said as such, not "obrigatório".
    const pdf = new Uint8Array(2_614_266);
    pdf.set(PDF);
    expect(((await (await send(operator, id, iptu.id, pdf, 'contrato.pdf')).json()) as { message: string }).message).toBe('Arquivo muito grande (2,7 MB). O tamanho máximo é 2 MB');
    expect(await (await send(operator, id, iptu.id, new Uint8Array(0), 'vazio.pdf')).json()).toMatchObject({ type: 'UPLOAD_ERROR', message: 'O arquivo está vazio.' });
    expect((await operator.caller.deals.get({ id })).documents[0].status).toBe('pending');

    const ok = await send(operator, id, iptu.id, PDF, '../../etc/IPTU 2026.pdf');
    expect(ok.status).toBe(200);
    const after = (await operator.caller.deals.get({ id })).documents[0];
    expect(after).toMatchObject({ status: 'received', uploadedBy: 'Otávio Operador' });
    expect(after.fileName).not.toContain('/');

    await expectAppError(operator.caller.deals.reviewDocument({ dealId: id, documentId: matricula.id, status: 'approved' }), 'VALIDATION_ERROR', 'Este documento ainda não foi enviado');
    await expectAppError(operator.caller.deals.reviewDocument({ dealId: id, documentId: iptu.id, status: 'rejected' }), 'VALIDATION_ERROR', 'Informe o motivo da recusa');
    await operator.caller.deals.reviewDocument({ dealId: id, documentId: iptu.id, status: 'rejected', reason: 'Ilegível' });
    const rejected = (await operator.caller.deals.get({ id })).documents[0];
    expect([rejected.status, rejected.rejectionReason]).toEqual(['rejected', 'Ilegível']);

    const file = await fetch(`${http.baseUrl}/api/v1/deals/${id}/documents/${iptu.id}/file`, { headers: { authorization: `Bearer ${operator.accessData.accessToken}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const access = await env.deps.db.selectFrom('audit_log').select('actor_user_id').where('action', '=', 'deal.document_download').where('entity_id', '=', iptu.id).execute();
    expect(access.map((a) => a.actor_user_id)).toEqual([operator.user.id]);

    const timeline = (await operator.caller.deals.get({ id })).events.map((e) => e.kind);
    expect(timeline.slice(0, 2)).toEqual(['document_rejected', 'document_uploaded']);

    const foreign = await fetch(`${http.baseUrl}/api/v1/deals/${id}/documents/${iptu.id}/file`, { headers: { authorization: `Bearer ${otherAdmin.accessData.accessToken}` } });
    expect(foreign.status).toBe(404);
    expect((await send(otherAdmin, id, matricula.id, PDF, 'x.pdf')).status).toBe(404);
  });

  it('a denied deal takes no new file (staff or customer) until it is taken on again; nothing is stored', async () => {
    const { id } = await operator.caller.deals.create({ ...input, associates: [{ ...(input.associates[0] as object), document: randomCpf() } as TDealCreateRequest['associates'][number]] });
    const link = await operator.caller.deals.trackingLink({ id });
    const token = link.url.split('/').pop()!;
    let version = (await operator.caller.deals.get({ id })).version;
    ({ version } = await operator.caller.deals.move({ id, stage: 'denied', version, statusReason: 'no_profile', detailedDenialReason: 'legal_risks' }));
    const [iptu, matricula] = (await operator.caller.deals.get({ id })).documents;
    const before = (await env.deps.storage.list('documents')).length;

    const staff = await send(operator, id, iptu.id, PDF, 'iptu.pdf');
    expect(staff.status).toBe(400);
    expect(await staff.json()).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'Negócio negado: não recebe novos documentos. Retomado (em "Mover para etapa"), ele volta a recebê-los.',
    });
    // The customer's link says it in the customer's words, on the page too, and refuses the file alike.
    expect((await callerFor(env.deps, null, { ip: randomIp() }).publicDeals.tracking({ token })).uploadClosed).toBe(
      'Esta proposta não foi aprovada e não recebe novos documentos. Fale com o seu corretor para retomá-la.',
    );
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'matricula.pdf');
    const customer = await fetch(`${http.baseUrl}/api/v1/public/tracking/${token}/documents/${matricula.id}`, { method: 'POST', body: form });
    expect(customer.status).toBe(400);
    expect(((await customer.json()) as { message: string }).message).toBe('Esta proposta não foi aprovada e não recebe novos documentos. Fale com o seu corretor para retomá-la.');
    expect((await operator.caller.deals.get({ id })).documents.map((d) => d.status).slice(0, 2)).toEqual(['pending', 'pending']);
    expect((await env.deps.storage.list('documents')).length).toBe(before);

    // Taken on again: files come in as before.
    await operator.caller.deals.move({ id, stage: 'registration', version });
    expect((await send(operator, id, iptu.id, PDF, 'iptu.pdf')).status).toBe(200);
    expect((await callerFor(env.deps, null, { ip: randomIp() }).publicDeals.tracking({ token })).uploadClosed).toBeNull();
  });

  it('an anonymised proponent’s documents (and the asset’s, when it is the main one) take no new file', async () => {
    const document = randomCpf();
    const { id } = await admin.caller.deals.create({
      ...input,
      associates: [
        { ...(input.associates[0] as object), name: 'Titular Apagado', document } as TDealCreateRequest['associates'][number],
        { ...(input.associates[0] as object), main: false, name: 'Cônjuge Mantida', document: randomCpf() } as TDealCreateRequest['associates'][number],
      ],
    });
    const before = await admin.caller.deals.get({ id });
    const main = before.associates.find((a) => a.main)!;
    const spouse = before.associates.find((a) => !a.main)!;
    await admin.caller.dataSubject.anonymiseCustomer({ customerId: main.customer_id!, reason: 'Pedido do titular' });
    const after = await admin.caller.deals.get({ id });
    const own = after.documents.find((d) => d.associateId === main.id)!;
    const asset = after.documents.find((d) => d.associateId === null)!;
    const other = after.documents.find((d) => d.associateId === spouse.id)!;

    for (const doc of [own, asset]) {
      const refused = await send(admin, id, doc.id, PDF, 'rg.pdf');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Titular anonimizado: não recebe novos documentos' });
    }
    // The other proponent is still who they were: their documents still come in.
    expect((await send(admin, id, other.id, PDF, 'rg.pdf')).status).toBe(200);
    const now = (await admin.caller.deals.get({ id })).documents;
    expect(now.find((d) => d.id === own.id)?.status).toBe('pending');
    expect(now.find((d) => d.id === other.id)?.status).toBe('received');
  });
});
