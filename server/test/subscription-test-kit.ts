/**
 * Helpers of the subscription integration tests: a fresh partner company with its administrator (each test that
 * subscribes needs a company without a subscription), the sandbox's tokenisation over HTTP, and a payer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { WireError } from '../../shared/errors.ts';
import type { TPayer } from '../../shared/schemas/subscriptions.ts';
import { insertTestUser, type Tenant } from './fixtures.ts';
import { type HttpServer, randomIp, type Session, signIn, type TestEnv } from './harness.ts';

const nextYear = (new Date().getFullYear() + 3) % 100;
/** A valid expiry three years ahead, as typed (MM/AA). */
export const GOOD_EXPIRY = `12/${String(nextYear).padStart(2, '0')}`;
export const SUCCESS_CARD = '4111 1111 1111 1111';
export const REFUSAL_CARD = '4000 0000 0000 0002';

export const PAYER: TPayer = {
  name: 'Financeiro Demo Crédito',
  email: 'financeiro@demo.com.br',
  document: '11.222.333/0001-81',
  phone: '(11) 98765-4321',
  addressNumber: '1000',
  postalCode: '01310-100',
};

/** A new partner company with one affiliate and a signed-in administrator (or another role). */
export async function newCompany(env: TestEnv, role: 'administrator' | 'operator' = 'administrator'): Promise<{ companyId: string; session: Session }> {
  const db = env.deps.db;
  const suffix = randomUUID().slice(0, 8);
  const company = await db
    .insertInto('companies')
    .values({ name: `Empresa ${suffix}`, corporate_name: `Empresa ${suffix} Ltda.`, document: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subsidiary = await db
    .insertInto('subsidiaries')
    .values({ company_id: company.id, corporate_name: `Empresa ${suffix} Ltda.`, fantasy_name: `Empresa ${suffix}`, document: null, status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenant = { companyId: company.id, name: `Empresa ${suffix}`, subsidiaries: [{ id: subsidiary.id, fantasyName: `Empresa ${suffix}` }] } as unknown as Tenant;
  const user = await insertTestUser(db, tenant, { role });
  return { companyId: company.id, session: await signIn(env.deps, user.email, user.password, { ip: randomIp() }) };
}

export interface TokenizeAnswer {
  status: number;
  body: { token: string; brand: string; last4: string; expMonth: number; expYear: number } & Partial<WireError>;
}

/** POST /api/v1/payment/tokenize as the browser does it (bearer token, JSON). */
export async function tokenize(http: HttpServer, session: Session | null, card: { number: string; expirationDate?: string; securityCode?: string }): Promise<TokenizeAnswer> {
  const res = await fetch(`${http.baseUrl}/api/v1/payment/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR', ...(session ? { Authorization: `Bearer ${session.accessData.accessToken}` } : {}) },
    body: JSON.stringify({ expirationDate: GOOD_EXPIRY, securityCode: '123', ...card }),
  });
  return { status: res.status, body: (await res.json()) as TokenizeAnswer['body'] };
}

/** A token for a card that must tokenise. */
export async function tokenFor(http: HttpServer, session: Session, number = SUCCESS_CARD, securityCode = '123'): Promise<string> {
  const answer = await tokenize(http, session, { number, securityCode });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.token;
}

/** Rows of a company in the subscription tables. */
export async function subscriptionRows(env: TestEnv, companyId: string) {
  const db = env.deps.db;
  const [subscriptions, invoices] = await Promise.all([
    db.selectFrom('subscriptions').selectAll().where('company_id', '=', companyId).execute(),
    db.selectFrom('subscription_invoices').selectAll().where('company_id', '=', companyId).execute(),
  ]);
  return { subscriptions, invoices };
}
