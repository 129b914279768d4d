/**
 * Inputs built from a procedure's own zod schema (zod 4 internals: `schema._zod.def`), so that most of them get
 * past the first checks and reach the service, the SQL and the formatting: the right shape with real ids, then
 * nodes replaced by bad values (bad-values.ts), keys dropped or polluted, and nasty text in every string.
 */
import fc from 'fast-check';
import { cpfFromBase } from '../../db/seed.ts';
import { badDate, badDocument, badMoney, deeplyNested, junkInput, nastyString, numericStrings, protoPolluted, specialNumber, unknownEnumValue, wrongType } from './bad-values.ts';
import { nearlyValid } from './valid-inputs.ts';

/** The zod 4 internals read here (kept loose: the walker only needs the definition tree). */
interface ZodLike {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  options?: ZodLike[];
  left?: ZodLike;
  right?: ZodLike;
  keyType?: ZodLike;
  valueType?: ZodLike;
  items?: ZodLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => ZodLike;
  coerce?: boolean;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

/** Real ids and names of the test database, so that inputs reach rows that exist (own and other tenants'). */
export interface FuzzPool {
  ids: string[];
  /** The same ids by table, so an `id` reaches a row of the kind the procedure reads (see idsFor). */
  idsByTable: Record<string, string[]>;
  usernames: string[];
  /** Live tracking-link tokens (the public tracking procedures' credential). */
  tokens: string[];
  pipelines: string[];
  stages: string[];
}

interface Walk {
  /** Procedure path (tRPC) or the procedure behind a REST path: which table an `id` most likely points to. */
  procedure: string;
  key: string;
  depth: number;
  /** Probability that a node is replaced by a bad value. */
  corrupt: number;
  /** Strings drawn from the nasty set half of the time. */
  nasty: boolean;
  pool: FuzzPool;
}

const isZod = (v: unknown): v is ZodLike => typeof v === 'object' && v !== null && '_zod' in v;

function checksOf(def: ZodDef): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

const VALID_CPFS = ['52998224725', '529.982.247-25', cpfFromBase('714602385'), cpfFromBase('123456789')];
const VALID_CNPJS = ['11222333000181', '11.222.333/0001-81', '12.ABC.345/01DE-35', '11444777000161'];

const TABLE_BY_KEY: [RegExp, string][] = [
  [/^dealid$/, 'deals'],
  [/^documentid$/, 'deal_documents'],
  [/^customerid$/, 'customers'],
  [/^(userid|ownerid)$/, 'users'],
  [/^roleid$/, 'roles'],
  [/^subsidiaryid$/, 'subsidiaries'],
  [/^companyid$/, 'companies'],
  [/^productids?$|^productsids$/, 'products'],
  [/^simulationid$/, 'simulations'],
  [/^commissionid$/, 'commissions'],
  [/^(bankpartnerid|financialinstitutionid|inanalysis|approved|chosen|preferred)$/, 'bank_partners'],
  [/^courseid$/, 'courses'],
];
const TABLE_BY_PROCEDURE: [RegExp, string][] = [
  [/^deals\.|^dataSubject\.dealAccessLog/, 'deals'],
  [/^customers\./, 'customers'],
  [/^simulation\./, 'simulations'],
  [/^commissions\.setTransactionStatus/, 'commission_transactions'],
  [/^commissions\./, 'commissions'],
  [/^courses\./, 'courses'],
  [/^products\./, 'products'],
  [/^bankPartners\./, 'bank_partners'],
  [/^releases\./, 'software_releases'],
  [/^accounts\.bankAccounts\./, 'bank_accounts'],
  [/^accounts\.subsidiaries\.|^users\.changeSubsidiary/, 'subsidiaries'],
  [/^notifications\./, 'notifications'],
  [/^users\.|^dataSubject\.anonymiseUser/, 'users'],
];

/** Real ids for a field: mostly of the table its name or its procedure points to, some of any table, some made up. */
function idsFor(key: string, w: Walk): fc.Arbitrary<string> {
  const k = key.toLowerCase();
  const table = TABLE_BY_KEY.find(([re]) => re.test(k))?.[1] ?? (/^ids?$/.test(k) ? TABLE_BY_PROCEDURE.find(([re]) => re.test(w.procedure))?.[1] : undefined);
  const preferred = table ? (w.pool.idsByTable[table] ?? []) : [];
  const options: fc.WeightedArbitrary<string>[] = [{ arbitrary: fc.uuid(), weight: 1 }];
  if (w.pool.ids.length) options.push({ arbitrary: fc.constantFrom(...w.pool.ids), weight: 1 });
  if (preferred.length) options.push({ arbitrary: fc.constantFrom(...preferred), weight: 4 });
  return fc.oneof(...options);
}

/** Real ids for a field or path parameter named `key` of `procedure` (see idsFor). */
export function idArbitrary(pool: FuzzPool, key: string, procedure: string): fc.Arbitrary<string> {
  return idsFor(key, { procedure, key, depth: 0, corrupt: 0, nasty: false, pool });
}

/** A plausible string for a field, guessed from its name (refinements cannot be read back from the schema). */
function stringByName(key: string, w: Walk): fc.Arbitrary<string> | null {
  const k = key.toLowerCase();
  const pool = w.pool;
  if (/(^id$|id$|ids$)/.test(k)) return idsFor(key, w);
  if (/document|cpf|cnpj/.test(k)) return fc.constantFrom(...VALID_CPFS, ...VALID_CNPJS);
  if (/cellphone|phone|celular/.test(k)) return fc.constantFrom('11987654321', '(11) 98765-4321', '81998765432', '1133334444');
  if (/postalcode|cep/.test(k)) return fc.constantFrom('01310-100', '01310100', '80010000', '69900-000');
  if (/email/.test(k)) return fc.oneof(fc.emailAddress(), fc.constantFrom('admin@demo.com.br', 'admin@outra.com.br', 'fuzz@exemplo.com.br'));
  if (/password/.test(k)) return fc.constantFrom('Fuzz#Senha2025', 'Demo@12345', '12345678');
  if (/token/.test(k))
    return fc.oneof(
      fc.constantFrom(...pool.tokens, 'x'),
      fc.base64String({ minLength: 40, maxLength: 44 }).map((s) => s.replace(/[+/=]/g, 'x')),
    );
  if (/username/.test(k)) return fc.constantFrom(...pool.usernames, 'nao-existe');
  if (k === 'pipeline') return fc.constantFrom(...pool.pipelines, 'nao-existe');
  if (k === 'stage' || k === 'to') return fc.constantFrom(...pool.stages);
  if (/date|^from$|^to$|at$|on$/.test(k)) return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (/url|site|link/.test(k)) return fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.constant('www.exemplo.com.br'));
  if (/plate/.test(k)) return fc.constantFrom('ABC1D23', 'ABC-1234', 'abc1d23');
  if (/name|title|receiver/.test(k)) return fc.constantFrom('Maria da Silva', 'João Souza', 'Empresa Exemplo Ltda.', 'Ana');
  if (/color/.test(k)) return fc.constantFrom('#1c7ed6', 'blue');
  if (/coupon/.test(k)) return fc.constantFrom('BEMVINDO10', 'NAOEXISTE');
  if (/version/.test(k)) return fc.constantFrom('1.0.0', '2.3.4', 'v1');
  if (/number|digit/.test(k)) return fc.stringMatching(/^\d{1,8}$/);
  if (/code/.test(k)) return fc.stringMatching(/^\d{1,6}$/);
  return null;
}

function plainString(def: ZodDef, w: Walk): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 60, 60);
  if (def.format === 'uuid' || def.format === 'guid') return idsFor(w.key, w);
  if (def.format === 'email') return fc.emailAddress();
  if (def.format === 'url') return fc.webUrl({ validSchemes: ['https'] });
  const regex = checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  const byName = stringByName(w.key, w);
  if (byName) return byName;
  if (regex) return fc.stringMatching(regex).filter((s) => s.length <= Math.max(max, 40));
  return fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
}

function plainNumber(def: ZodDef, w: Walk): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const int = checks.some((c) => c.check === 'number_format');
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const k = w.key.toLowerCase();
  let min = lower ? Number(lower.value) : /value|amount|income|billing|price|payment/.test(k) ? 1000 : 0;
  let max = upper ? Number(upper.value) : /value|amount|income|billing/.test(k) ? 5_000_000 : 1000;
  if (/deadline/.test(k)) return fc.constantFrom(12, 24, 36, 48, 60, 120, 180, 240, 360, 420);
  if (/version/.test(k)) return fc.integer({ min: 1, max: 3 });
  min = Math.max(min, -1e9);
  max = Math.min(max, 1e12);
  if (max < min) [min, max] = [max, min];
  return int ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** What a node of this type should never receive. */
function badFor(def: ZodDef, w: Walk): fc.Arbitrary<unknown> {
  const k = w.key.toLowerCase();
  const common = [wrongType, nastyString, fc.constant(undefined), fc.constant(null)];
  switch (def.type) {
    case 'string': {
      const extra: fc.Arbitrary<unknown>[] = [nastyString, nastyString];
      if (/document|cpf|cnpj/.test(k)) extra.push(badDocument, badDocument);
      if (/date|at$|on$|from|to/.test(k)) extra.push(badDate, badDate);
      if (/id$|ids$/.test(k) || def.format === 'uuid') extra.push(fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', '1', "1' OR '1'='1", 'ffffffff-ffff-ffff-ffff-ffffffffffff'));
      return fc.oneof(...common, ...extra);
    }
    case 'number':
      return fc.oneof(...common, specialNumber, specialNumber, badMoney, numericStrings);
    case 'enum':
      return fc.oneof(...common, unknownEnumValue(Object.values(def.entries ?? {})), unknownEnumValue(Object.values(def.entries ?? {})));
    case 'literal':
      return fc.oneof(...common, unknownEnumValue(def.values ?? []));
    case 'boolean':
      return fc.oneof(...common, fc.constantFrom('true', 'false', 1, 0, 'sim', 'on'));
    case 'object':
      return fc.oneof(
        ...common,
        deeplyNested,
        fc.constant(null).map(() => protoPolluted()),
        fc.array(fc.constant({}), { maxLength: 2 }),
      );
    case 'array':
      return fc.oneof(...common, fc.constant({ 0: 'a', length: 1 }), fc.array(wrongType, { minLength: 200, maxLength: 300 }), deeplyNested);
    default:
      return fc.oneof(...common, badDate);
  }
}

function dropOrPollute(obj: unknown, r: number, i: number, p: number): unknown {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return obj;
  const keys = Object.keys(obj);
  if (r < p && keys.length) {
    const copy = { ...(obj as Record<string, unknown>) };
    delete copy[keys[i % keys.length]];
    return copy;
  }
  if (r < p * 1.5) return protoPolluted(obj as Record<string, unknown>);
  return obj;
}

function plausible(schema: ZodLike, w: Walk): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const next = (s: ZodLike, key = w.key): fc.Arbitrary<unknown> => node(s, { ...w, key, depth: w.depth + 1 });
  if (w.depth > 12) return fc.constant(undefined);
  switch (def.type) {
    case 'string': {
      const plain = plainString(def, w);
      return w.nasty ? fc.oneof(plain, nastyString) : plain;
    }
    case 'number': {
      const plain = plainNumber(def, w);
      const asString = def.coerce ? plain.map(String) : plain;
      return def.coerce ? fc.oneof(plain, asString) : plain;
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'never':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date();
    case 'bigint':
      return fc.bigInt();
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, next(v, k)]));
      const record = fc.record(model);
      if (w.corrupt === 0) return record;
      return fc.tuple(record, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat()).map(([o, r, i]) => dropOrPollute(o, r, i, w.corrupt));
    }
    case 'array': {
      const checks = checksOf(def);
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 3, Math.max(min, 3));
      return fc.array(next(def.element!), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((s) => next(s)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), next(def.valueType!), { maxKeys: 3 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType!), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType!);
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe whose input side is a bare transform: generate for the schema.
      return def.in && def.in._zod.def.type !== 'transform' ? next(def.in) : next(def.out!);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => next(o)));
    case 'intersection':
      return fc.tuple(next(def.left!), next(def.right!)).map(([a, b]) => (typeof a === 'object' && typeof b === 'object' && a && b ? { ...a, ...b } : a));
    case 'lazy':
      return next(def.getter!());
    case 'custom':
      // Byte arrays (uploads) and other instances: superjson cannot carry them, a client would send junk.
      return fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((b) => Array.from(b)),
        fc.constant({}),
        fc.string({ maxLength: 20 }),
      );
    default:
      return junkInput;
  }
}

function node(schema: ZodLike, w: Walk): fc.Arbitrary<unknown> {
  const base = plausible(schema, w);
  if (w.corrupt === 0) return base;
  const bad = badFor(schema._zod.def, w);
  const weightBad = Math.max(1, Math.round(w.corrupt * 100));
  return fc.oneof({ arbitrary: base, weight: 100 - weightBad }, { arbitrary: bad, weight: weightBad });
}

/**
 * Bad inputs for a procedure with this input schema (or none): a mix of junk, shape-aware corruption at three rates,
 * well-shaped inputs full of nasty text and real ids, and — for the intricate schemas of valid-inputs.ts — valid
 * inputs with one or two leaves broken.
 */
export function badInputsFor(schema: unknown, pool: FuzzPool, procedure = ''): fc.Arbitrary<unknown> {
  if (!isZod(schema)) return junkInput;
  const walk = (corrupt: number, nasty: boolean) => node(schema, { procedure, key: '', depth: 0, corrupt, nasty, pool });
  const nearly = nearlyValid(procedure, pool);
  return fc.oneof(
    { arbitrary: junkInput, weight: 15 },
    { arbitrary: walk(0.05, false), weight: 20 },
    { arbitrary: walk(0.15, false), weight: 20 },
    { arbitrary: walk(0.4, true), weight: 10 },
    { arbitrary: walk(0, true), weight: 25 },
    { arbitrary: walk(0, false), weight: 10 },
    ...(nearly ? [{ arbitrary: nearly, weight: 60 }] : []),
  );
}
