import superjson, { type SuperJSONResult } from 'superjson';

/** Marks a value the fast walk does not handle: the whole answer then goes through superjson itself. */
const ELSEWHERE = Symbol('superjson');

type Annotations = Record<string, ['Date'] | ['undefined']>;

/** A key as superjson writes it into an annotation's dotted path. */
const escapeKey = (key: string) => (key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);
/**
 * The dotted path of the value being walked, from the keys leading to it. Only a value that needs an annotation (a date,
 * an undefined) has its path written: most values of an answer need none, and building every value's path was most
 * of the walk.
 */
const pathOf = (keys: string[]) => keys.map(escapeKey).join('.');

function walk(value: unknown, keys: string[], annotations: Annotations, seen: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // NaN, ±Infinity and -0 carry an annotation of their own.
      return Number.isFinite(value) && !Object.is(value, -0) ? value : ELSEWHERE;
    case 'undefined':
      // As superjson writes it: null in the JSON, undefined by its annotation (not at the top: see serializeAnswer).
      annotations[pathOf(keys)] = ['undefined'];
      return null;
    case 'object':
      break;
    default:
      return ELSEWHERE;
  }
  if (value === null) return null;
  // An object met twice becomes a referential-equality annotation in superjson.
  if (seen.has(value)) return ELSEWHERE;
  seen.add(value);
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return ELSEWHERE;
      keys.push(String(i));
      const v = walk(value[i], keys, annotations, seen);
      keys.pop();
      if (v === ELSEWHERE) return ELSEWHERE;
      out[i] = v;
    }
    return out;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return ELSEWHERE;
    annotations[pathOf(keys)] = ['Date'];
    return value.toISOString();
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return ELSEWHERE;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // superjson refuses these keys (prototype pollution); it says so itself.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return ELSEWHERE;
    keys.push(key);
    const v = walk((value as Record<string, unknown>)[key], keys, annotations, seen);
    keys.pop();
    if (v === ELSEWHERE) return ELSEWHERE;
    out[key] = v;
  }
  return out;
}

/**
 * `superjson.serialize(value)` for what the procedures answer: plain objects and arrays of strings, numbers,
 * booleans, null, undefined and dates, each object met once, walked in one pass. superjson's generic walker (paths as
 * arrays, a copy per level, a map of identities) was a tenth of a deals.list request read from the database
 * (docs/performance.md). Anything else (a Map, a class instance, NaN, one object twice, a date or nothing at the top) goes
 * to superjson. The JSON is always superjson's; only its annotations may be listed in another order, each for its own
 * path (answer-serializer.test.ts compares the two on random values).
 */
export function serializeAnswer(value: unknown): SuperJSONResult {
  if (value === null || typeof value !== 'object' || value instanceof Date) return superjson.serialize(value);
  const annotations: Annotations = {};
  const json = walk(value, [], annotations, new Set());
  if (json === ELSEWHERE) return superjson.serialize(value);
  for (const _ in annotations) return { json: json as SuperJSONResult['json'], meta: { values: annotations, v: 1 } };
  return { json: json as SuperJSONResult['json'] };
}
