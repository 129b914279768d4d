import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/design/house-style.md, checked on the source text (no database): SQL lives in repositories only,
 * services never import from routers, the customers table has one owning domain, and the client takes only types
 * from the server. Each check prints every offending file:line, so a failure says what to move where. (The other
 * import boundaries — shared/ imports neither side, migrations no app code — are Biome's noRestrictedImports,
 * biome.jsonc: Biome cannot tell `import type` from a value import, so this one lives here.)
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A Kysely statement or raw SQL: what only a repository may write. Joins count too: a service that joins onto a
 * query a repository handed back is writing SQL as well.
 */
const QUERY_CALL =
  /\b(?:selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(|\bsql\s*(?:<[^`;]*?>)?\s*`|\bsql\.(?:raw|ref|table|id|lit|join|val)\s*\(|\.(?:innerJoin|leftJoin|rightJoin|fullJoin|whereRef)\s*\(/;

/** A reference to the customers table: a Kysely table name ('customers', 'customers as c') or raw SQL. */
const CUSTOMERS_TABLE = /['"`]customers(?:\s+as\s+\w+)?['"`]|\b(?:from|join|into|update)\s+customers\b/i;

/**
 * Infrastructure, not domain SQL, that stays where it is for good: the driver set-up's health ping
 * (`select 1` on a fresh connection) belongs with the Kysely instance it checks.
 */
const INFRASTRUCTURE = ['server/db/database.ts'];

/**
 * PENDING: files that still write SQL outside a repository while it is being moved. Empty now; should a move ever be
 * split across changes again, the list may only shrink: the test fails as soon as an entry no longer needs the
 * exemption, so whoever finishes a file deletes its line here.
 */
const PENDING: string[] = [];

/**
 * PENDING for the customers table: files outside server/domains/customers/ that still read or write it themselves.
 * Empty: on this branch every other domain goes through a function of the customers domain. Same rule: it only shrinks.
 */
const PENDING_CUSTOMERS: string[] = [];

/** Every .ts (or `extensions`) file under `dir`, as a path relative to the repository root with forward slashes. */
function tsFiles(dir: string, extensions = ['.ts']): string[] {
  return (readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => extensions.some((ext) => f.endsWith(ext)) && !f.split(path.sep).includes('node_modules'))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .sort();
}

const isTest = (f: string) => f.endsWith('.test.ts') || f.startsWith('server/test/');
const isMigrationOrSeed = (f: string) => f.startsWith('migrations/') || f.startsWith('server/db/migrations/') || /^server\/db\/seed[^/]*\.ts$/.test(f);
const isRepository = (f: string) => f.endsWith('.repository.ts');

/** The source files the layering rules apply to: the server and the simulate CLI, without tests, migrations and seeds. */
const SOURCES = [...tsFiles('server'), ...tsFiles('scripts').filter((f) => /^scripts\/simulate[^/]*\.ts$/.test(f))].filter((f) => !isTest(f) && !isMigrationOrSeed(f));

/** Lines of code (comments left out: they may name a query builder to explain it) with their 1-based numbers. */
function codeLines(file: string): { n: number; text: string }[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ n: i + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\/\*|\*)/.test(text));
}

/** `file:line: code` for every line of `files` matching `pattern`. */
function matches(files: string[], pattern: RegExp): string[] {
  return files.flatMap((f) => codeLines(f).flatMap(({ n, text }) => (pattern.test(text) ? [`${f}:${n}: ${text.trim()}`] : [])));
}

/** The names an import or re-export statement binds from its module ('*' for a namespace). */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces) {
    for (const part of braces[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.push(name);
    }
  }
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/^\s*(import|export)\s+(type\s+)?/, '')
    .trim();
  if (/\*/.test(outside)) names.push('*');
  const defaultName = /^([A-Za-z_$][\w$]*)/.exec(outside.replace(/,.*$/, ''));
  if (defaultName && defaultName[1] !== 'from') names.push(defaultName[1]);
  return names;
}

/** Imports of anything but a router (a `…Router` value) from a *.router.ts module, as `file:line: names from module`. */
function routerImports(files: string[]): string[] {
  const offences: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/^\s*((?:import|export)\s[^;]*?)\sfrom\s+['"]([^'"]+\.router\.ts)['"]/gm)) {
      const wrong = importedNames(m[1]).filter((name) => !/Router$/.test(name));
      if (wrong.length) offences.push(`${file}:${text.slice(0, m.index).split('\n').length}: ${wrong.join(', ')} from ${m[2]}`);
    }
  }
  return offences;
}

/**
 * What a client file takes from server/ other than types, as `file:line: statement`: an import or re-export that is
 * not `import type`/`export type` (an inline `{ type X }` still loads the module under verbatimModuleSyntax), a bare
 * import, or a dynamic `import()`. Only the tRPC `AppRouter` type crosses today.
 */
function serverValueImports(files: string[]): string[] {
  const offences: string[] = [];
  const intoServer = (file: string, spec: string) => spec.startsWith('.') && path.posix.join(path.posix.dirname(file), spec).startsWith('server/');
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const statements = [
      ...[...text.matchAll(/^\s*((?:import|export)\s[^;]*?)\sfrom\s+['"]([^'"]+)['"]/gm)].map((m) => ({ m, spec: m[2], typeOnly: /^\s*(?:import|export)\s+type\s/.test(m[1]) })),
      ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => ({ m, spec: m[1], typeOnly: false })),
      ...[...text.matchAll(/(?<!typeof\s+)\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((m) => ({ m, spec: m[1], typeOnly: false })),
    ];
    for (const { m, spec, typeOnly } of statements.sort((a, b) => (a.m.index ?? 0) - (b.m.index ?? 0))) {
      if (typeOnly || !intoServer(file, spec)) continue;
      offences.push(`${file}:${text.slice(0, m.index).split('\n').length}: ${m[0].trim().replace(/\s+/g, ' ')}`);
    }
  }
  return offences;
}

describe('layering (docs/design/house-style.md)', () => {
  it('writes SQL in repositories only (migrations, seeds and tests aside)', () => {
    const exempt = new Set([...INFRASTRUCTURE, ...PENDING]);
    const offences = matches(
      SOURCES.filter((f) => !isRepository(f) && !exempt.has(f)),
      QUERY_CALL,
    );
    expect(offences, `query-builder calls outside *.repository.ts:\n${offences.join('\n')}`).toEqual([]);
  });

  it('keeps an exemption only while its file still needs it (the PENDING list only shrinks)', () => {
    const missing = [...INFRASTRUCTURE, ...PENDING].filter((f) => !SOURCES.includes(f));
    const clean = [...INFRASTRUCTURE, ...PENDING].filter((f) => SOURCES.includes(f) && matches([f], QUERY_CALL).length === 0);
    expect(missing, `exempted files that do not exist:\n${missing.join('\n')}`).toEqual([]);
    expect(clean, `exempted files without SQL any more, remove them from the list:\n${clean.join('\n')}`).toEqual([]);
  });

  it('imports nothing but routers from *.router.ts (services never reach into routers)', () => {
    const offences = routerImports(SOURCES);
    expect(offences, `non-router imports from a router:\n${offences.join('\n')}`).toEqual([]);
  });

  it('takes only types from server/ in the client (import type: the tRPC AppRouter)', () => {
    const clientFiles = tsFiles('client', ['.ts', '.tsx']);
    expect(clientFiles.length).toBeGreaterThan(100);
    const offences = serverValueImports(clientFiles);
    expect(offences, `client code importing server values (use \`import type\`):\n${offences.join('\n')}`).toEqual([]);
  });

  it('reads and writes the customers table only in the customers domain', () => {
    const mayQuery = SOURCES.filter((f) => !f.startsWith('server/domains/customers/') && (isRepository(f) || PENDING.includes(f) || INFRASTRUCTURE.includes(f)));
    const offences = matches(
      mayQuery.filter((f) => !PENDING_CUSTOMERS.includes(f)),
      CUSTOMERS_TABLE,
    );
    expect(offences, `customers table outside server/domains/customers/:\n${offences.join('\n')}`).toEqual([]);
    const clean = PENDING_CUSTOMERS.filter((f) => matches([f], CUSTOMERS_TABLE).length === 0);
    expect(clean, `PENDING_CUSTOMERS files that no longer touch the table, remove them:\n${clean.join('\n')}`).toEqual([]);
  });
});
