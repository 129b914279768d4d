/**
 * The OpenAPI document is generated from the REST table: every entry is listed under its path and method with the
 * schemas of its request and answer, every reference resolves, and the document has the shape of OpenAPI 3.1.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';
import { openApiDocument } from './openapi.ts';
import { procedureSchemas } from './procedures.ts';

interface Operation {
  operationId: string;
  summary: string;
  security?: unknown[];
  parameters: { $ref?: string; name?: string; in?: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; parameters: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const doc = openApiDocument('https://credito.example') as unknown as Document;
const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
const operationOf = (e: (typeof ENDPOINTS)[number]) => doc.paths[openApiPath(e.path)]?.[e.method];

/** Every `$ref` anywhere in a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const v of value) refs(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('the generated OpenAPI document', () => {
  it('has the shape of OpenAPI 3.1: version, info, servers, paths and components', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: 'https://credito.example/api/v1' }]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(operations)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        for (const [status, answer] of Object.entries(op.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(answer.description, `${method} ${path} ${status}`).toBeTruthy();
        }
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const schema of Object.values(doc.components.schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('lists every entry of the REST table under its path and method, once, named after its procedure', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(ENDPOINTS.map((e) => `${e.method} ${openApiPath(e.path)}`).sort());
    const ids = ENDPOINTS.map((e) => operationOf(e)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ENDPOINTS) if (e.kind !== 'mounted') expect(operationOf(e)!.operationId).toBe(e.procedure);
  });

  it('gives each entry the schemas of its request (path, query or body) and of its answer', () => {
    for (const e of ENDPOINTS) {
      const op = operationOf(e)!;
      const name = `${e.method} ${e.path}`;
      // Path parameters: every one of the template, required, with a schema.
      for (const p of [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1])) {
        expect(
          op.parameters.find((x) => x.in === 'path' && x.name === p),
          `${name} {${p}}`,
        ).toMatchObject({ required: true, schema: expect.any(Object) });
      }
      // The request: a body for changes that carry one, query parameters for reads of a list.
      if (e.kind === 'upload') expect(op.requestBody?.content['multipart/form-data']?.schema, name).toBeTruthy();
      if (e.kind === 'mounted') expect(op.requestBody?.content['application/json']?.schema, name).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\//) });
      if (e.kind === 'json' && (e.method === 'post' || e.method === 'patch') && e.path.indexOf(':') < 0 && procedureSchemas(e.procedure).input) {
        expect(op.requestBody?.content['application/json']?.schema, name).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\//) });
      }
      // The answer: the success status with a JSON schema from the procedure's output, or the file's types.
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(success, name).toHaveLength(1);
      const [status, answer] = success[0];
      if (e.kind === 'json' || e.kind === 'mounted') expect(status, name).toBe(String(e.status));
      if (e.kind === 'file') {
        expect(Object.keys(answer.content ?? {}).sort(), name).toEqual([...e.types].sort());
      } else {
        expect(answer.content?.['application/json']?.schema, name).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\//) });
      }
      for (const content of Object.values(answer.content ?? {})) expect(content.schema, name).toBeTruthy();
    }
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('answers every failure with the one spec §8 error component', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['type', 'message', 'errors'],
      properties: { type: { type: 'string' }, message: { type: 'string' }, errors: { type: 'array' } },
    });
    for (const e of ENDPOINTS) {
      const failures = Object.entries(operationOf(e)!.responses).filter(([status]) => Number(status) >= 400);
      expect(failures.length).toBeGreaterThan(0);
      for (const [, answer] of failures) expect(answer.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
    }
  });

  it('documents the spec §7 payloads: login form-encoded, the user list’s filters, the profile', () => {
    const login = doc.paths['/auth/login'].post;
    expect(Object.keys(login.requestBody!.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    expect(doc.components.schemas.LoginRequest).toMatchObject({ required: ['email', 'password'] });
    expect(login.responses['429']).toHaveProperty('headers.Retry-After');
    const list = doc.paths['/user'].get.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(list).toEqual(['page', 'size', 'search', 'roleId', 'subsidiaryId', 'status']);
    expect(doc.components.schemas.Profile).toMatchObject({ properties: { trialEndsAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } } });
    expect(doc.paths['/user'].post.requestBody!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/UserCreateRequest' });
  });

  it('resolves every reference to a component of the document', () => {
    for (const ref of refs(doc)) {
      const [, section, name] = /^#\/components\/(schemas|parameters)\/(.+)$/.exec(ref) ?? [];
      expect(section, ref).toBeTruthy();
      expect(doc.components[section as 'schemas' | 'parameters'][name], ref).toBeTruthy();
    }
  });
});
