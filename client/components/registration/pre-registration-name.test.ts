import { describe, expect, it } from 'vitest';
import { nameFromLink } from './pre-registration-name.ts';

describe('nameFromLink (/pre-cadastro/{name})', () => {
  it.each([
    ['maria-da-silva', 'Maria da Silva'],
    ['Maria%20Silva', 'Maria Silva'],
    ['joão_pereira', 'João Pereira'],
    ['Ana Souza', 'Ana Souza'],
    ['<script>alert(1)</script>', 'Scriptalertscript'],
    ['', ''],
    [undefined, ''],
    ['%E0%A4%A', 'EAA'],
  ])('%s → %s', (raw, expected) => {
    expect(nameFromLink(raw)).toBe(expected);
  });
});
