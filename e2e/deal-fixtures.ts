/**
 * Deals for browser tests, created through the real HTTP API (REST login, then the tRPC mutation), so a test can
 * start from a board or a deal page without walking the wizard each time.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import superjson from 'superjson';
import type { TDealCreateRequest } from '../shared/schemas/deals.ts';
import { DEMO_PASSWORD } from './harness.ts';

/**
 * Signs in through POST /api/v1/auth/login (form-encoded, docs/design/product-spec.md §7) and returns the access token.
 */
export async function apiToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'pt-BR' },
    body: new URLSearchParams({ email, password }),
  });
  if (!response.ok) throw new Error(`login de ${email} falhou: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessData: { accessToken: string } };
  return body.accessData.accessToken;
}

/** Calls a tRPC mutation over HTTP as the given user. */
export async function trpcMutation<T>(baseUrl: string, token: string, path: string, input: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR', Authorization: `Bearer ${token}` },
    body: JSON.stringify(superjson.serialize(input)),
  });
  const body = (await response.json()) as { result?: { data: Parameters<typeof superjson.deserialize>[0] }; error?: unknown };
  if (!response.ok || !body.result) throw new Error(`${path} falhou: ${response.status} ${JSON.stringify(body.error)}`);
  return superjson.deserialize<T>(body.result.data);
}

/** Calls a tRPC query over HTTP (GET ?input=) as the given user. */
export async function trpcQuery<T>(baseUrl: string, token: string, path: string, input: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' },
  });
  const body = (await response.json()) as { result?: { data: Parameters<typeof superjson.deserialize>[0] }; error?: unknown };
  if (!response.ok || !body.result) throw new Error(`${path} falhou: ${response.status} ${JSON.stringify(body.error)}`);
  return superjson.deserialize<T>(body.result.data);
}

/**
 * A valid real-estate financing deal for one proponent with a fresh valid CPF (customers are one per document, so
 * every call makes a new person); override what the test cares about.
 */
export function realtyDeal(customerName: string, overrides: Partial<TDealCreateRequest> = {}): TDealCreateRequest {
  return {
    operationType: 'Financing',
    operationValue: 320_000,
    deadline: 360,
    objective: 'comprar',
    asset: { kind: 'realty', value: 500_000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true },
    associates: [
      {
        main: true,
        personType: 'individual',
        type: 'CUSTOMER',
        name: customerName,
        document: generateCpf(),
        birthDate: '1985-04-12',
        gender: 'feminino',
        maritalStatus: 'casado',
        motherName: 'Ana Souza',
        incomes: [{ mensalIncome: 18_000, professionalProfile: 'assalariado', main: true }],
      },
    ],
    ...overrides,
  };
}

/** Creates a deal as `email` and returns its id and number. */
export async function createDeal(baseUrl: string, email: string, input: TDealCreateRequest): Promise<{ id: string; number: number }> {
  const token = await apiToken(baseUrl, email);
  return trpcMutation(baseUrl, token, 'deals.create', input);
}
