/**
 * Requests no tRPC client would send: malformed JSON, envelopes without `json`, and superjson `meta` that asks
 * the server to rebuild impossible values (BigInt from text, a class it does not know, prototype paths).
 */
import fc from 'fast-check';
import { nested } from './bad-values.ts';

const RAW = [
  '',
  '{',
  '{"json":',
  'null',
  '[]',
  '"texto"',
  '{"json":{"id":"x"},"meta":5}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["bigint"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["regexp"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":[["class","Desconhecida"]]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":[["custom","Desconhecido"]]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["map"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["set"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["Error"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["URL"]}}}',
  '{"json":{"a":1},"meta":{"values":{"__proto__.polluted":["undefined"]}}}',
  '{"json":{"a":1},"meta":{"values":{"constructor.prototype.polluted":["undefined"]}}}',
  '{"json":{"a":1},"meta":{"referentialEqualities":{"a":["b.c.d"]}}}',
  '{"json":{"a":1},"meta":{"referentialEqualities":{"__proto__":["a"]}}}',
  '{"json":"x","meta":{"values":["Date"]}}',
  '{"json":{"id":"\\u0000"}}',
  '{"json":{"id":"\\ud800"}}',
  '{"0":{"json":{}}}',
  `{"json":${JSON.stringify(nested(3000, 'array'))}}`,
  `{"json":${JSON.stringify(nested(3000, 'object'))}}`,
  `{"json":{"a":"${'x'.repeat(1_200_000)}"}}`,
];

/** A raw request body (mutations) or `input` query value (queries). */
export const transportJunk: fc.Arbitrary<{ input: undefined; raw: string }> = fc.constantFrom(...RAW).map((raw) => ({ input: undefined, raw }));
