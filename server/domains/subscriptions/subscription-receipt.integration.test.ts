/**
 * The receipt of a paid charge ("Recibo" on the billing page), through the REST path the browser downloads it from:
 * what it states, and who may have it (the company's subscription viewers; no other company; no receipt for a refused
 * charge).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainSpaces } from '../../../shared/format.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { PAYER, tokenFor } from '../../test/subscription-test-kit.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const receiptUrl = (id: string) => `${http.baseUrl}/api/v1/subscriptions/invoices/${id}/receipt.pdf`;
const get = (url: string, session?: Session) => fetch(url, { headers: session ? { authorization: `Bearer ${session.accessData.accessToken}` } : {} });

describe('invoice receipt', () => {
  it('states what was paid, for which plan and period, and by whom; only to the company’s subscription viewers', async () => {
    const { invoices } = await admin.caller.subscriptions.subscribe({
      plan: 'semestral',
      coupon: 'BEMVINDO10',
      instalments: 6,
      person: PAYER,
      cardToken: await tokenFor(http, admin),
    });
    const invoice = invoices[0];
    const company = await env.deps.db.selectFrom('companies').select(['corporate_name']).where('id', '=', env.demo.companyId).executeTakeFirstOrThrow();
    const reference = await env.deps.db.selectFrom('subscription_invoices').select('provider_reference').where('id', '=', invoice.id).executeTakeFirstOrThrow();

    const res = await get(receiptUrl(invoice.id), admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="recibo-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = plainSpaces(pdfText(Buffer.from(await res.arrayBuffer())));
    const day = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    for (const expected of [
      'Recibo de pagamento',
      'R$ 966,60',
      'R$ 107,40',
      'Cartão de crédito, em 6 parcelas sem juros',
      day(invoice.paidAt!),
      reference.provider_reference,
      'Semestral',
      `${day(invoice.periodStart)} a ${day(invoice.periodEnd)}`,
      company.corporate_name,
      'Financeiro Demo Crédito',
      '11.222.333/0001-81',
      'financeiro@demo.com.br',
      'Não substitui a nota fiscal.',
    ]) {
      expect(text).toContain(expected);
    }

    // A role without the subscription permissions, another company, and nobody at all.
    const operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    expect((await get(receiptUrl(invoice.id), operator)).status).toBe(403);
    const otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
    expect((await get(receiptUrl(invoice.id), otherAdmin)).status).toBe(404);
    expect((await get(receiptUrl(invoice.id))).status).toBe(401);
    expect((await get(receiptUrl(crypto.randomUUID()), admin)).status).toBe(404);
  });

  it('a refused charge has no receipt', async () => {
    const paid = await env.deps.db.selectFrom('subscription_invoices').selectAll().where('company_id', '=', env.demo.companyId).executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, ...copy } = paid;
    const refused = await env.deps.db
      .insertInto('subscription_invoices')
      .values({ ...copy, status: 'refused', paid_at: null, provider_reference: 'ch_sbx_refused' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get(receiptUrl(refused.id), admin);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ type: 'ENTITY_NOT_FOUND_ERROR', message: 'Recibo não encontrado' });
  });
});
