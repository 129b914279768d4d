/**
 * Every path of the REST adapter (the table in server/rest/endpoints.ts) as the fuzz sees it: method, path parameters, query
 * keys, body kind, and the procedure behind it (its access decides who calls, its schema shapes the bodies).
 * A test checks this list against the router's own paths, so a new path cannot go unfuzzed.
 */
import fc from 'fast-check';
import { ZCardRequest } from '../../../shared/schemas/subscriptions.ts';
import { appRouter } from '../../trpc/app-router.ts';
import { TINY_PNG } from '../fixtures.ts';
import type { Access } from '../procedure-access.ts';
import { PROCEDURE_ACCESS } from '../procedure-access.ts';
import { HUGE_LENGTH, nastyString, SCRIPT_FRAGMENTS, SQL_FRAGMENTS, UNICODE_ODDITIES } from './bad-values.ts';
import { badInputsFor, type FuzzPool, idArbitrary } from './from-schema.ts';
import { type RestBody, serialiseJson } from './http.ts';

export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Express path as registered (`:name` parameters). */
  path: string;
  /** The procedure the path calls (for who may call it and the shape of its body), or an access of its own. */
  procedure?: string;
  access?: Access;
  body: 'none' | 'json' | 'form' | 'multipart';
  query?: string[];
  /** Schema of a JSON body when it is not the procedure's input. */
  bodySchema?: unknown;
}

export const REST_ROUTES: RestRoute[] = [
  { method: 'GET', path: '/openapi.json', access: 'public', body: 'none' },
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', body: 'form' },
  { method: 'POST', path: '/auth/refreshToken', procedure: 'auth.refresh', body: 'json' },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', body: 'json' },
  { method: 'POST', path: '/auth/acceptPolicies', procedure: 'auth.acceptPolicies', body: 'json' },
  { method: 'POST', path: '/auth/forgotPassword', procedure: 'auth.forgotPassword', body: 'json' },
  { method: 'POST', path: '/auth/changePassword', procedure: 'auth.changePassword', body: 'json' },
  { method: 'POST', path: '/auth/requestUnlock', procedure: 'auth.requestUnlock', body: 'json' },
  { method: 'POST', path: '/auth/unlock', procedure: 'auth.unlock', body: 'json' },
  { method: 'GET', path: '/user/authorized', procedure: 'auth.me', body: 'none' },
  { method: 'GET', path: '/user/autocomplete', procedure: 'users.autocomplete', body: 'none', query: ['search'] },
  { method: 'GET', path: '/user', procedure: 'users.list', body: 'none', query: ['page', 'size', 'search', 'roleId', 'subsidiaryId', 'status'] },
  { method: 'POST', path: '/user', procedure: 'users.create', body: 'json' },
  { method: 'DELETE', path: '/user/:id', procedure: 'users.delete', body: 'none' },
  { method: 'PATCH', path: '/user/subsidiary/change', procedure: 'users.changeSubsidiary', body: 'json' },
  { method: 'POST', path: '/user/:userId/role/:roleId', procedure: 'users.changeRole', body: 'none' },
  { method: 'GET', path: '/simulations/:id/proposal.pdf', procedure: 'simulation.proposal', body: 'none' },
  { method: 'GET', path: '/courses/:id/certificate.pdf', procedure: 'courses.certificatePdf', body: 'none' },
  { method: 'GET', path: '/subscriptions/invoices/:id/receipt.pdf', procedure: 'subscriptions.invoiceReceipt', body: 'none' },
  { method: 'POST', path: '/user/upload', procedure: 'users.uploadAvatar', body: 'multipart' },
  { method: 'POST', path: '/deals/:id/documents/:documentId', procedure: 'deals.uploadDocument', body: 'multipart' },
  { method: 'POST', path: '/public/tracking/:token/documents/:documentId', procedure: 'publicDeals.uploadDocument', body: 'multipart' },
  { method: 'GET', path: '/deals/:id/documents/:documentId/file', procedure: 'deals.downloadDocument', body: 'none' },
  { method: 'GET', path: '/privacy/me.:format', procedure: 'dataSubject.myData', body: 'none' },
  { method: 'GET', path: '/privacy/customers/:id.:format', procedure: 'dataSubject.customerData', body: 'none' },
  { method: 'GET', path: '/public/tracking/:token/data.:format', procedure: 'publicDeals.myData', body: 'none' },
  { method: 'GET', path: '/exports/deals.:format', procedure: 'exports.deals', body: 'none', query: ['pipeline', 'stage', 'owner', 'search', 'bankPartnerId'] },
  { method: 'GET', path: '/exports/customers.:format', procedure: 'exports.customers', body: 'none', query: ['search'] },
  { method: 'GET', path: '/exports/commissions.:format', procedure: 'exports.commissions', body: 'none', query: ['status', 'from', 'to', 'ownerId', 'bankPartnerId', 'search'] },
  { method: 'POST', path: '/bank-partners/:id/logo', procedure: 'bankPartners.uploadLogo', body: 'multipart' },
  { method: 'POST', path: '/company/logo', procedure: 'accounts.identity.uploadLogo', body: 'multipart' },
  { method: 'POST', path: '/payment/tokenize', access: 'protected', body: 'json', bodySchema: ZCardRequest },
  // Not a path of the adapter: the catch-all answers the documented 404.
  { method: 'GET', path: '/nao-existe/:id', access: 'public', body: 'none' },
];

export const routeName = (r: RestRoute) => `${r.method} ${r.path}`;

export function routeAccess(r: RestRoute): Access {
  return r.access ?? PROCEDURE_ACCESS[r.procedure!];
}

/** Path segments: real ids, malformed percent-encoding, traversal, huge, unicode, SQL. */
const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '%C0%AE%C0%AE',
    '..',
    '.',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%5C..%5Cwin.ini',
    'a'.repeat(5000),
    '%F0%9F%8F%A6',
    '%uD800',
    'null',
    'undefined',
    '-1',
    '0',
  ),
  nastyString.filter((s) => s.length < HUGE_LENGTH).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
);

function segment(name: string, pool: FuzzPool, procedure: string): fc.Arbitrary<string> {
  const ids = idArbitrary(pool, name, procedure);
  if (name === 'format') return fc.oneof(fc.constantFrom('json', 'pdf', 'csv', 'xlsx', 'JSON', 'exe', 'json.exe', 'csv.exe'), badSegment);
  if (name === 'token')
    return fc.oneof(
      fc.constantFrom(...pool.tokens),
      fc.base64String({ minLength: 40, maxLength: 44 }).map((s) => s.replace(/[+/=]/g, 'x')),
      badSegment,
    );
  return fc.oneof({ arbitrary: ids, weight: 4 }, { arbitrary: badSegment, weight: 3 });
}

/** The path with every `:param` (also `name.:format`) filled. */
export function pathArbitrary(route: RestRoute, pool: FuzzPool): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!names.length) return fc.constant(route.path);
  return fc.tuple(...names.map((n) => segment(n, pool, route.procedure ?? ''))).map((values) => names.reduce((p, n, i) => p.replace(`:${n}`, values[i]), route.path));
}

const queryValue = fc.oneof(
  fc.constantFrom('1', '0', '-1', '20', '1e999', 'NaN', 'PAID', '3', 'mine', 'all', 'company', 'active', '2026-01-01', '2026-13-45', '', 'x'.repeat(3000)),
  fc.uuid(),
  nastyString.filter((s) => s.length < 10_000),
);

/** A query string of known and unknown keys, repeated keys (arrays) and malformed encoding. */
export function queryArbitrary(route: RestRoute): fc.Arbitrary<string> {
  const keys = fc.constantFrom(...(route.query ?? []), 'page', '__proto__', 'constructor', 'a[b]', '');
  return fc.tuple(fc.array(fc.tuple(keys, queryValue), { maxLength: 6 }), fc.constantFrom('', '', '', '&%', '&a=%zz', '&&=&')).map(([pairs, tail]) => {
    const q = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))}`).join('&') + tail;
    return q ? `?${q}` : '';
  });
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
const SVG_SCRIPT = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const TOO_BIG = new Uint8Array(2_000_001);
TOO_BIG.set(TINY_PNG);
const HUGE_UPLOAD = new Uint8Array(10_000_001);

interface FilePart {
  field: string;
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

const filePart: fc.Arbitrary<FilePart> = fc.record({
  field: fc.constantFrom('file', 'file', 'file', 'arquivo', 'files[]', ''),
  bytes: fc.oneof(
    { arbitrary: fc.constantFrom(new Uint8Array(TINY_PNG), PDF, EXE, SVG_SCRIPT, new Uint8Array(0)), weight: 20 },
    { arbitrary: fc.uint8Array({ maxLength: 2000 }).map((b) => new Uint8Array(b)), weight: 10 },
    { arbitrary: fc.constant(TOO_BIG), weight: 2 },
    { arbitrary: fc.constant(HUGE_UPLOAD), weight: 1 },
  ),
  name: fc.constantFrom(
    'foto.png',
    'contrato.pdf',
    'virus.exe',
    'virus.pdf',
    '../../../../etc/passwd',
    '..\\..\\win.ini',
    `${'a'.repeat(3000)}.png`,
    '🏦.png',
    '',
    'x.png\r\nX-Injected: 1',
    ...SQL_FRAGMENTS.slice(0, 3),
    ...SCRIPT_FRAGMENTS.slice(0, 2),
  ),
  type: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'text/html', ''),
});

/** A multipart body: files (none, one, several, oversized, wrong field) and stray text fields. */
const multipartBody: fc.Arbitrary<RestBody> = fc
  .tuple(
    fc.array(filePart, { maxLength: 3 }),
    fc.array(
      fc.tuple(
        fc.constantFrom('fileName', 'name', 'x', '__proto__'),
        nastyString.filter((s) => s.length < 5000),
      ),
      { maxLength: 7 },
    ),
  )
  .map(([files, fields]) => {
    const form = new FormData();
    for (const f of files) form.append(f.field, new Blob([f.bytes], { type: f.type }), f.name);
    for (const [k, v] of fields) form.append(k, v.replace(/[\ud800-\udfff]/g, '?'));
    return { kind: 'multipart', form } satisfies RestBody;
  });

const rawBodies: fc.Arbitrary<RestBody> = fc.oneof(
  fc
    .constantFrom('{', '{"a":', 'null', '"texto"', '[]', '[1,2', '{"__proto__":{"isAdmin":true}}', `{"a":"${'x'.repeat(1_100_000)}"}`, '\u0000', '{"email":"\\u0000"}')
    .map((text) => ({ kind: 'raw', text, contentType: 'application/json' }) as RestBody),
  fc
    .constantFrom('application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz')
    .map((contentType) => ({ kind: 'raw', text: '<a>1</a>&b=%zz\r\n--xyz\r\n', contentType }) as RestBody),
  fc.constantFrom(...UNICODE_ODDITIES).map((s) => ({ kind: 'form', fields: { email: s, password: s } }) as RestBody),
);

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { inputs: unknown[] } }> } })._def.procedures;

function formFields(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { value: typeof input === 'string' ? input.replace(/[\ud800-\udfff]/g, '?') : serialiseJson(input) };
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '?') : serialiseJson(v)]));
}

/** Bodies for a route: shaped by the procedure's schema (JSON or form), multipart parts, or raw junk. */
export function bodyArbitrary(route: RestRoute, pool: FuzzPool): fc.Arbitrary<RestBody> {
  if (route.body === 'multipart') return fc.oneof({ arbitrary: multipartBody, weight: 9 }, { arbitrary: rawBodies, weight: 1 });
  const schema = route.bodySchema ?? (route.procedure ? procedures[route.procedure]?._def.inputs[0] : undefined);
  const shaped = badInputsFor(schema, pool, route.procedure ?? '');
  if (route.body === 'none')
    return fc.oneof(
      { arbitrary: fc.constant<RestBody>({ kind: 'none' }), weight: 8 },
      { arbitrary: rawBodies, weight: 1 },
      { arbitrary: shaped.map((value): RestBody => ({ kind: 'json', value })), weight: 1 },
    );
  return fc.oneof(
    { arbitrary: shaped.map((value): RestBody => (route.body === 'form' ? { kind: 'form', fields: formFields(value) } : { kind: 'json', value })), weight: 7 },
    { arbitrary: shaped.map((value): RestBody => (route.body === 'form' ? { kind: 'json', value } : { kind: 'form', fields: formFields(value) })), weight: 1 },
    { arbitrary: rawBodies, weight: 2 },
  );
}
