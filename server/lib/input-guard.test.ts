import { describe, expect, it } from 'vitest';
import { findNulCharacter, jsonNestingExceeds } from './input-guard.ts';

describe('findNulCharacter', () => {
  it('names the first field holding U+0000, nested or in a list', () => {
    expect(findNulCharacter({ search: 'Maria\u0000Silva' })).toBe('search');
    expect(findNulCharacter({ associates: [{ name: 'Ana' }, { name: 'Bia', incomes: [{ description: '\u0000' }] }] })).toBe('associates.1.incomes.0.description');
    expect(findNulCharacter('\u0000')).toBe('');
    expect(findNulCharacter({ 'a\u0000b': 1 })).toBe('ab');
  });

  it('passes every other text, unicode oddities included', () => {
    expect(findNulCharacter({ name: 'José 🏦 \u202e \ud800 ١٢٣', n: 1, list: [null, true, new Date()], bytes: new Uint8Array([0, 0]) })).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
  });

  it('walks a deeply nested input without overflowing the stack', () => {
    let deep: unknown = { x: 'fundo\u0000' };
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*\.x$/);
  });
});

describe('jsonNestingExceeds', () => {
  it('counts objects and arrays opened inside each other, in text and in raw bytes', () => {
    const deep = (n: number) => `${'{"a":['.repeat(n)}1${']}'.repeat(n)}`;
    expect(jsonNestingExceeds(deep(32), 64)).toBe(false);
    expect(jsonNestingExceeds(deep(33), 64)).toBe(true);
    expect(jsonNestingExceeds(new TextEncoder().encode(deep(33)), 64)).toBe(true);
    expect(jsonNestingExceeds('[[[]],[[]],[[]]]', 2)).toBe(true);
    expect(jsonNestingExceeds('[[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[[{{{{', b: 'x\\"[[[[' }), 1)).toBe(false);
    expect(jsonNestingExceeds(new TextEncoder().encode(JSON.stringify({ nome: 'ção [[[' })), 1)).toBe(false);
  });
});
