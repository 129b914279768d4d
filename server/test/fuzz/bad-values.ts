/**
 * The bad values of docs/design/security.md R4, as fast-check arbitraries: wrong types, missing fields, huge strings,
 * special numbers, negative money, CPF/CNPJ with wrong check digits, impossible dates, unknown enum values, deep
 * nesting, `__proto__`/`constructor` keys, arrays where objects go, SQL and script fragments and unicode oddities.
 */
import fc from 'fast-check';

/** 100 kB: far above every field limit, below the 1 MB body limit. */
export const HUGE_LENGTH = 100_000;
const HUGE_STRINGS = ['a'.repeat(HUGE_LENGTH), '9'.repeat(HUGE_LENGTH), 'ç😀'.repeat(HUGE_LENGTH / 3), `${'<b>'.repeat(HUGE_LENGTH / 3)}`];

export const SQL_FRAGMENTS = [
  `' OR '1'='1`,
  `'; DROP TABLE users; --`,
  `1; SELECT pg_sleep(5)--`,
  `') UNION SELECT password_hash, email FROM users --`,
  `" OR ""="`,
  `%' AND 1=1 --`,
  `\\'; INSERT INTO users DEFAULT VALUES; --`,
  `$1::text`,
  `E'\\x00'`,
  `1 OR 1=1`,
  `admin'--`,
  `' || (SELECT current_user) || '`,
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant literally
  '${process.exit(1)}',
  '=HYPERLINK("http://exemplo.invalid","x")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '\r\nSet-Cookie: x=1',
];

export const UNICODE_ODDITIES = [
  '\u0000',
  'Maria\u0000Silva',
  '\ud800',
  'a\udfffb',
  'Jo\u202Eão',
  '\u200b\u200c\u200d',
  '\ufeffBOM',
  'Jose\u0301 Sa\u0301',
  '🏦💸🇧🇷',
  '𝕄𝕒𝕣𝕚𝕒 𝕊𝕚𝕝𝕧𝕒',
  'Ｍａｒｉａ　Ｓｉｌｖａ',
  '١٢٣٤٥٦٧٨٩٠١',
  '\u0085\u2028\u2029',
  '\t\r\n',
  'İıßẞ',
  'ǅungla Ǆ',
  'A'.repeat(300),
  ' ',
  '',
];

/** Strings a careless layer stumbles on: SQL, script, unicode, huge, and plain words that mean something in JS. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_FRAGMENTS), weight: 3 },
  { arbitrary: fc.constantFrom(...SCRIPT_FRAGMENTS), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE_ODDITIES), weight: 4 },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
  { arbitrary: fc.constantFrom('NaN', 'null', 'undefined', 'true', 'Infinity', '-0', '1e999', '0x10', '__proto__', 'constructor', 'toString', 'hasOwnProperty'), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
);

/** Numbers that break arithmetic, columns and formatting. */
export const SPECIAL_NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  5e-324,
  0.1 + 0.2,
  2 ** 31,
  -(2 ** 31) - 1,
  1e15,
  999_999_999_999.999,
  123.456789,
];

/** Negative money and amounts just under or over the edges. */
export const badMoney: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0.01, -1000, -1e12, 0, 999.99, 0.001),
  fc.double({ max: -0.01, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -2_000_000_000, max: -1 }),
);

export const specialNumber: fc.Arbitrary<number> = fc.constantFrom(...SPECIAL_NUMBERS);

/** Numbers written as strings (forms, query strings): coercion traps. */
export const numericStrings = fc.constantFrom('1e999', '-1e999', 'NaN', 'Infinity', '0x1F', '1,5', 'R$ 1.000,00', ' 12 ', '-0', '', '1_000', '٣', '1.2.3', '00012');

export const BAD_CPFS = ['111.111.111-11', '000.000.000-00', '529.982.247-26', '52998224724', '123.456.789-00', '5299822472', '529982247250', 'abc.def.ghi-jk', '529.982.247-2S'];
export const BAD_CNPJS = ['11.222.333/0001-82', '00.000.000/0000-00', '11222333000180', '12.ABC.345/01DE-36', '12.abc.345/01de-3x', '112223330001811', '11.222.333/0001', 'AA.AAA.AAA/AAAA-AA'];
export const BAD_DATES: unknown[] = [
  '2024-02-30',
  '2023-13-01',
  '0000-00-00',
  '9999-12-31',
  '1800-01-01',
  '31/12/2024',
  '2024-1-1',
  '2024-01-01T25:61:00Z',
  'hoje',
  '+275760-09-13',
  '-000001-01-01',
  '2100-01-01',
  '1e10',
  '',
  new Date(Number.NaN),
  new Date(8.64e15),
  new Date(-8.64e15),
  0,
  -1,
];

export const badDocument = fc.constantFrom(...BAD_CPFS, ...BAD_CNPJS);
export const badDate = fc.constantFrom(...BAD_DATES);

/** Values that are not an enum member but look like one (case, spaces, JS names, another set's members). */
export function unknownEnumValue(members: readonly unknown[]): fc.Arbitrary<unknown> {
  const strings = members.filter((m): m is string => typeof m === 'string');
  const variants = strings.flatMap((m) => [m.toUpperCase(), m.toLowerCase() === m ? m.toUpperCase() : m.toLowerCase(), ` ${m}`, `${m}\u0000`, `${m}_`]);
  return fc.constantFrom<unknown>(...variants.filter((v) => !members.includes(v)), 'UNKNOWN', 'outro', 'toString', '__proto__', 'constructor', 99, -1, true, '');
}

/** An object or array nested `depth` levels deep. */
export function nested(depth: number, kind: 'object' | 'array'): unknown {
  let v: unknown = kind === 'object' ? { x: 1 } : [1];
  for (let i = 0; i < depth; i++) v = kind === 'object' ? { a: v } : [v];
  return v;
}

export const deeplyNested = fc.constantFrom(nested(60, 'object'), nested(60, 'array'), nested(1500, 'object'), nested(1500, 'array'));

/** Keys that pollute prototypes when a layer copies with `obj[key] = …`. JSON.parse makes them own keys. */
export function protoPolluted(base: Record<string, unknown> = {}): Record<string, unknown> {
  const polluted = JSON.parse('{"__proto__":{"isAdmin":true,"companyId":"00000000-0000-4000-8000-000000000000"},"constructor":{"prototype":{"isAdmin":true}},"prototype":{"x":1}}') as Record<
    string,
    unknown
  >;
  return Object.assign(polluted, base);
}

/** Any value of a type other than the expected one. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxKeys: 3 }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc.constantFrom<unknown>(new Date(0), new Date(Number.NaN), new Map([['a', 1]]), new Set([1, 2]), /x/g),
);

/** A whole input that is nothing like the expected one. */
export const junkInput: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongType, weight: 4 },
  { arbitrary: fc.anything({ maxDepth: 3, withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: false, withSparseArray: true }), weight: 3 },
  { arbitrary: nastyString, weight: 2 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: fc.constant(null).map(() => protoPolluted()), weight: 1 },
  { arbitrary: specialNumber, weight: 1 },
);
