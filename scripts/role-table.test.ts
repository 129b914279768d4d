import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roleTable } from './role-table.ts';

describe('README role table', () => {
  it('is exactly the table shared/permissions.ts enforces', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(roleTable());
  });
});
