import { z } from 'zod';
import { ZAccessData, ZChangePasswordRequest, ZLoginRequest, ZLoginResponse, ZProfileResponse, ZProfileSubsidiary, ZRefreshResponse } from '../../shared/schemas/auth.ts';
import { ZErrorResponse, ZMessageResponse } from '../../shared/schemas/common.ts';
import { ZLogoUploadResponse } from '../../shared/schemas/company.ts';
import { ZDocumentUploadResponse } from '../../shared/schemas/deals.ts';
import { ZUserCreateRequest, ZUserListItem, ZUserListResponse } from '../../shared/schemas/users.ts';
import type { Endpoint } from './endpoint-types.ts';
import { ENDPOINTS } from './endpoints.ts';
import { procedureSchemas } from './procedures.ts';

/**
 * OpenAPI 3.1 description of the REST surface, generated from the table the router serves (endpoints.ts) and the
 * procedures' own zod schemas (z.toJSONSchema): requests as the client sends them (`io: 'input'`), answers as the
 * procedures' `.output()` declares them.
 */

type JsonSchema = Record<string, unknown>;
const COMPONENT = (id: string) => `#/components/schemas/${id}`;
const ref = (id: string) => ({ $ref: COMPONENT(id) });

/** Component names of schemas shared by several paths (the rest are named after their procedure). */
const NAMED_REQUESTS = new Map<z.ZodType, string>([
  [ZLoginRequest, 'LoginRequest'],
  [ZChangePasswordRequest, 'ChangePasswordRequest'],
  [ZUserCreateRequest, 'UserCreateRequest'],
]);
const NAMED_RESPONSES = new Map<z.ZodType, string>([
  [ZErrorResponse, 'Error'],
  [ZMessageResponse, 'Message'],
  [ZAccessData, 'AccessData'],
  [ZLoginResponse, 'LoginResponse'],
  [ZRefreshResponse, 'RefreshResponse'],
  [ZProfileResponse, 'Profile'],
  [ZProfileSubsidiary, 'Subsidiary'],
  [ZUserListItem, 'UserListItem'],
  [ZUserListResponse, 'UserPage'],
  [ZLogoUploadResponse, 'LogoUploadResponse'],
  [ZDocumentUploadResponse, 'DocumentUploadResponse'],
]);

/** Dates travel as ISO strings in JSON; bytes and server-side handles never appear in a JSON body. */
const unrepresentable = ({ zodSchema }: { zodSchema: z.core.$ZodType }): JsonSchema | 'any' => (zodSchema._zod.def.type === 'date' ? { type: 'string', format: 'date-time' } : 'any');

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable }) as JsonSchema;
  return rest;
}

const pascal = (path: string) => path.replace(/(^|[.\-/])(\w)/g, (_m, _s, c: string) => c.toUpperCase());

/** Schemas named once in a registry, emitted together as components (nested named ones become `$ref`s). */
class Components {
  private readonly registry = z.registry<{ id: string }>();
  constructor(
    private readonly io: 'input' | 'output',
    named: Map<z.ZodType, string>,
  ) {
    for (const [schema, id] of named) this.registry.add(schema, { id });
  }

  /** The component's name for a schema, registering it under `fallback` the first time. */
  name(schema: z.ZodType, fallback: string): string {
    const known = this.registry.get(schema);
    if (known) return known.id;
    this.registry.add(schema, { id: fallback });
    return fallback;
  }

  emit(): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, { io: this.io, unrepresentable, uri: COMPONENT }) as { schemas: Record<string, JsonSchema> };
    // `$id` would be a fragment URI (not allowed in JSON Schema 2020-12); components are found by their key.
    return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...s }]) => [id, s]));
  }
}

const STANDARD_ERRORS = {
  validation: 'Entrada inválida (VALIDATION_ERROR), com a mensagem em pt-BR de cada campo',
  unauthenticated: 'Sessão ausente ou expirada (UNAUTHENTICATED_ERROR)',
  forbidden: 'Sem permissão (FORBIDDEN_ERROR) ou termos não aceitos (USER_POLICIES_NOT_ACCEPTED_ERROR)',
  trackingLink: 'Link de acompanhamento não encontrado ou expirado (ENTITY_NOT_FOUND_ERROR)',
  unavailable: 'Banco de dados indisponível (SERVICE_UNAVAILABLE_ERROR)',
};

function errorResponses(e: Endpoint, takesInput: boolean): Record<string, JsonSchema> {
  const described: Record<string, string> = {
    ...(takesInput ? { '400': STANDARD_ERRORS.validation } : {}),
    ...(e.auth === 'bearer' ? { '401': STANDARD_ERRORS.unauthenticated, '403': STANDARD_ERRORS.forbidden } : {}),
    ...(e.auth === 'trackingLink' ? { '404': STANDARD_ERRORS.trackingLink } : {}),
    '503': STANDARD_ERRORS.unavailable,
    ...e.errors,
  };
  return Object.fromEntries(
    Object.entries(described).map(([status, description]) => [
      status,
      {
        description,
        content: { 'application/json': { schema: ref('Error') } },
        ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'segundos' } } } : {}),
      },
    ]),
  );
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const shapeOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined);
const required = (schema: z.ZodType) => !schema.safeParse(undefined).success;

function operation(e: Endpoint, requests: Components, responses: Components): JsonSchema {
  const { input, output } = e.kind === 'mounted' ? { input: e.body, output: e.response } : procedureSchemas(e.procedure);
  const shape = shapeOf(input) ?? {};
  const id = pascal(e.kind === 'mounted' ? e.path : e.procedure);
  const declared = (e.kind === 'mounted' ? undefined : e.params) ?? {};
  // Each path parameter fills the input field of its name, or the one it declares; the rest of the input is the query
  // string (reads) or the body (changes).
  const inPath = new Map(pathParams(e.path).map((name) => [name, declared[name] ?? name]));
  const filled = new Set([...inPath.values()].filter((f): f is string => typeof f === 'string'));
  const rest = Object.entries(shape).filter(([field]) => !filled.has(field));

  const parameters: JsonSchema[] = [{ $ref: '#/components/parameters/AcceptLanguage' }];
  for (const [name, fills] of inPath) parameters.push({ name, in: 'path', required: true, schema: toJsonSchema((typeof fills === 'string' ? shape[fills] : fills) ?? z.string(), 'input') });

  let requestBody: JsonSchema | undefined;
  if (e.kind === 'upload') {
    requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } } };
  } else if (e.method === 'get' || e.method === 'delete') {
    for (const [name, schema] of rest) parameters.push({ name, in: 'query', required: required(schema), schema: toJsonSchema(schema, 'input') });
  } else {
    const body = e.body ?? (filled.size === 0 ? input : rest.length ? z.object(Object.fromEntries(rest)) : undefined);
    if (body) {
      const schema = ref(requests.name(body, `${id}Request`));
      // A body without a required field may be left out.
      const needed = ((toJsonSchema(body, 'input').required as string[] | undefined) ?? []).length > 0;
      const form = e.kind === 'json' && e.form;
      requestBody = { required: needed, content: { ...(form ? { 'application/x-www-form-urlencoded': { schema } } : {}), 'application/json': { schema } } };
    }
  }

  const status = e.kind === 'json' || e.kind === 'mounted' ? String(e.status) : '200';
  const isJson = (type: string) => type.startsWith('application/json');
  const answer = output && (e.kind !== 'file' || e.types.some(isJson)) ? ref(responses.name(output, `${id}Response`)) : undefined;
  const content =
    e.kind === 'file' ? Object.fromEntries(e.types.map((t) => [t, { schema: isJson(t) && answer ? answer : { type: 'string', format: 'binary' } }])) : { 'application/json': { schema: answer ?? {} } };

  return {
    operationId: e.kind === 'mounted' ? id : e.procedure,
    summary: e.summary,
    tags: [e.path.split('/')[1]],
    ...(e.auth === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: { [status]: { description: e.success, content }, ...errorResponses(e, input !== undefined || e.kind === 'upload') },
  };
}

/** Paths and schemas depend on the code only: generated once, on the first request for the document. */
let generated: { paths: Record<string, Record<string, JsonSchema>>; schemas: Record<string, JsonSchema> } | undefined;

function generate(): NonNullable<typeof generated> {
  const requests = new Components('input', NAMED_REQUESTS);
  const responses = new Components('output', NAMED_RESPONSES);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of ENDPOINTS) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[e.method] = operation(e, requests, responses);
  }
  return { paths, schemas: { ...requests.emit(), ...responses.emit() } };
}

export function openApiDocument(publicUrl: string): Record<string, unknown> {
  generated ??= generate();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crédito — API REST',
      version: '1.0.0',
      description:
        'Caminhos documentados de autenticação e usuários, e os de arquivos (PDFs, planilhas, documentos dos negócios, dados pessoais) e envios de arquivos. Todas as chamadas enviam `Accept-Language: pt-BR`; as autenticadas, `Authorization: Bearer <accessToken>`. Erros respondem `{ type, message, errors: [{ message, field? }] }`.',
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    paths: generated.paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: { AcceptLanguage: { name: 'Accept-Language', in: 'header', schema: { type: 'string', default: 'pt-BR' } } },
      schemas: generated.schemas,
    },
  };
}
