import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeAnswer } from './answer-serializer.ts';

/**
 * The same JSON as superjson's. Only the order of the annotations may differ (superjson lists integer-like path keys of
 * a level first, as JavaScript orders an object's keys), and each applies to its own path.
 */
const same = (value: unknown): void => {
  let theirs: ReturnType<typeof superjson.serialize>;
  try {
    theirs = superjson.serialize(value);
  } catch (err) {
    // A key superjson refuses (prototype pollution): refused alike.
    expect(() => serializeAnswer(value)).toThrow((err as Error).message);
    return;
  }
  const ours = serializeAnswer(value);
  expect(JSON.parse(JSON.stringify(ours))).toStrictEqual(JSON.parse(JSON.stringify(theirs)));
  expect(superjson.deserialize(ours)).toStrictEqual(superjson.deserialize(theirs));
};

describe('serializeAnswer is superjson.serialize', () => {
  it('on a deals list page (dates, nulls, nested objects)', () => {
    const createdAt = new Date('2026-11-25T12:00:00.000Z');
    const page = {
      items: [1, 2].map((n) => ({ id: `d${n}`, number: n, pipeline: { key: 'vehicle', name: 'Veículos' }, bankName: null, createdAt: new Date(createdAt.getTime() + n) })),
      total: 2,
    };
    same(page);
    expect(serializeAnswer(page).meta?.values).toEqual({ 'items.0.createdAt': ['Date'], 'items.1.createdAt': ['Date'] });
    expect(superjson.deserialize(serializeAnswer(page))).toEqual(page);
  });

  it('on the values it leaves to superjson (NaN, -0, a Map, one object twice, odd keys, a date at the top)', () => {
    const shared = { a: 1 };
    for (const value of [
      { n: Number.NaN },
      { n: -0 },
      { m: new Map([['k', 1]]) },
      { x: shared, y: shared },
      { 'a.b': new Date(0), 'c\\d': [undefined] },
      new Date(0),
      [new Date(Number.NaN)],
      5,
      null,
      undefined,
    ])
      same(value);
  });

  it('on random values of every kind', () => {
    const options = {
      withDate: true,
      withNullPrototype: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withSparseArray: true,
      withBoxedValues: true,
      withObjectString: true,
      withTypedArray: true,
    } as const;
    fc.assert(
      fc.property(fc.anything(options), (value) => same(value)),
      { numRuns: 2000 },
    );
    // 2,000 random values take about a second, and many times that on a machine busy with other test runs.
  }, 60_000);

  it('on random answers shaped like ours (plain objects and arrays of dates, strings, numbers, null, undefined)', () => {
    const leaf = fc.oneof(fc.date({ noInvalidDate: true }), fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('tree'), { maxLength: 5 }),
      object: fc.dictionary(fc.string({ maxLength: 6 }), tie('tree'), { maxKeys: 5 }),
    }));
    fc.assert(
      fc.property(fc.oneof(fc.array(tree), fc.dictionary(fc.string(), tree)), (value) => same(value)),
      { numRuns: 2000 },
    );
    // 2,000 random values take about a second, and many times that on a machine busy with other test runs.
  }, 60_000);
});
