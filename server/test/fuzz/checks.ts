/**
 * What every answer to a bad input must be (docs/design/security.md R4): never a 5xx; every error in the spec's shape
 * { type, message, errors: [{ message, field? }] } with a known type and pt-BR messages; a validation error on an
 * object input names the field; no SQL, stack trace or internal path in any body.
 */
import { isErrorType } from '../../../shared/errors.ts';
import { looksEnglish } from '../../../shared/language.ts';
import type { HttpAnswer } from './http.ts';

/** The project's own folder: a body naming it leaks a file path. */
const ROOT = process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text that must never reach a client: SQL, stack frames, module and file paths, database error phrases. */
export const LEAK = new RegExp(
  `select |insert |update \\w+ set|delete from|at .*\\.ts:|\\.ts:\\d+:\\d+|node_modules|syntax error|${ROOT}|file://|violates .* constraint|invalid input syntax|numeric field overflow|out of range for type|relation "|column "|PGlite|kysely|TRPCError|ZodError`,
  'i',
);
/** The part of LEAK that cannot be an echo of our own input (success bodies carry the fuzzed text back). */
export const LEAK_IN_DATA = new RegExp(`at .*\\.ts:\\d|\\.ts:\\d+:\\d+|node_modules|syntax error|${ROOT}|file://|violates .* constraint|invalid input syntax|TRPCError|ZodError`, 'i');

export interface WireShape {
  type: string;
  message: string;
  errors: { message: string; field?: string }[];
}

export interface Verdict {
  /** status class for the tallies: '2xx', '400', '401', …, 'stream' */
  outcome: string;
  errorType?: string;
  problems: string[];
}

function wireOf(json: unknown, transport: 'trpc' | 'rest'): WireShape | undefined {
  if (transport === 'rest') return json as WireShape | undefined;
  // tRPC: { error: { json: { message, code, data: { appError } } } } (superjson envelope); an event stream's error
  // event carries { json: { … } }; a body Express refuses before tRPC sees it gets the plain { type, message, errors }.
  const body = json as { error?: { json?: unknown }; json?: unknown; type?: string } | undefined;
  if (body && typeof body.type === 'string' && !body.error) return body as unknown as WireShape;
  const error = body?.error ?? body;
  const shape = ((error as { json?: unknown } | undefined)?.json ?? error) as { data?: { appError?: WireShape } } | undefined;
  return shape?.data?.appError;
}

function shapeProblems(wire: WireShape | undefined): string[] {
  if (!wire || typeof wire !== 'object') return ['error without the { type, message, errors } shape'];
  const problems: string[] = [];
  if (!isErrorType(wire.type)) problems.push(`unknown error type ${String(wire.type)}`);
  if (typeof wire.message !== 'string' || !wire.message) problems.push('error without a message');
  if (!Array.isArray(wire.errors) || wire.errors.length === 0) problems.push('error without the errors list');
  for (const text of [wire.message, ...(Array.isArray(wire.errors) ? wire.errors.map((e) => e?.message) : [])]) {
    if (typeof text === 'string' && looksEnglish(text)) problems.push(`English message: ${text.slice(0, 120)}`);
  }
  return problems;
}

/** A JSON object as it goes on the wire (not an array, Date, Map, Set or RegExp, which serialise otherwise). */
export const isPlainObject = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof Map) && !(v instanceof Set) && !(v instanceof RegExp);

export interface CheckContext {
  transport: 'trpc' | 'rest';
  /** The input was a plain object for a procedure that takes one: a validation error must name a field. */
  objectInput: boolean;
}

/** Judges one answer. */
export function judge(answer: HttpAnswer, ctx: CheckContext): Verdict {
  const problems: string[] = [];
  const outcome = answer.contentType.includes('event-stream') && !answer.json ? 'stream' : answer.status < 300 ? '2xx' : String(answer.status);
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  let errorType: string | undefined;
  const isError = answer.status >= 400 || (answer.contentType.includes('event-stream') && answer.json !== undefined);
  if (isError) {
    if (answer.status === 431 || answer.status === 414) {
      // Node refuses request lines over its header limit before the app sees them: no body to judge.
      return { outcome, problems };
    }
    const wire = wireOf(answer.json, ctx.transport);
    errorType = wire?.type;
    problems.push(...shapeProblems(wire));
    // 'Requisição inválida' refuses the request as a whole (a body that does not parse), as 405 (a method the path does
    // not take) and 413 (a body over the size limit) do: no field to name.
    const wholeRequest = wire?.message === 'Requisição inválida' || answer.status === 405 || answer.status === 413;
    if (wire && ctx.objectInput && !wholeRequest && wire.type === 'VALIDATION_ERROR' && !wire.errors?.some((e) => typeof e?.field === 'string' && e.field.length > 0)) {
      problems.push(`validation error naming no field: ${wire.message}`);
    }
    if (LEAK.test(answer.text)) problems.push(`leak in error body: ${LEAK.exec(answer.text)?.[0]}`);
  } else if (LEAK_IN_DATA.test(answer.text)) {
    problems.push(`leak in body: ${LEAK_IN_DATA.exec(answer.text)?.[0]}`);
  }
  return { outcome, errorType, problems };
}

/** Per-procedure tallies and the first examples of each problem. */
export class Tally {
  readonly rows = new Map<string, { sent: number; outcomes: Record<string, number>; problems: number }>();
  /** Wall time spent per target (generation and calls), for the slowest-first line of the report. */
  readonly millis = new Map<string, number>();
  readonly examples: { target: string; problem: string; input: string; body: string }[] = [];
  /** problem (details cut at 100 characters) → how often, and where. */
  readonly kinds = new Map<string, { count: number; targets: Set<string> }>();

  add(target: string, verdict: Verdict, input: unknown, answer: HttpAnswer): void {
    const row = this.rows.get(target) ?? { sent: 0, outcomes: {}, problems: 0 };
    row.sent++;
    row.outcomes[verdict.outcome] = (row.outcomes[verdict.outcome] ?? 0) + 1;
    if (verdict.problems.length) row.problems++;
    this.rows.set(target, row);
    for (const problem of verdict.problems) {
      const kindKey = problem.slice(0, 100);
      const k = this.kinds.get(kindKey) ?? { count: 0, targets: new Set<string>() };
      k.count++;
      k.targets.add(target);
      this.kinds.set(kindKey, k);
      const kind = `${target}: ${problem.replace(/:.*/, '')}`;
      if (this.examples.filter((e) => `${e.target}: ${e.problem.replace(/:.*/, '')}` === kind).length < 3) {
        this.examples.push({ target, problem, input: preview(input), body: answer.text.slice(0, 600) });
      }
    }
  }

  get totals(): { procedures: number; sent: number; fiveXX: number; problems: number; outcomes: Record<string, number> } {
    const outcomes: Record<string, number> = {};
    let sent = 0;
    let problems = 0;
    for (const row of this.rows.values()) {
      sent += row.sent;
      problems += row.problems;
      for (const [k, n] of Object.entries(row.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + n;
    }
    const fiveXX = Object.entries(outcomes)
      .filter(([k]) => /^5\d\d$/.test(k))
      .reduce((n, [, v]) => n + v, 0);
    return { procedures: this.rows.size, sent, fiveXX, problems, outcomes };
  }

  /** The table printed at the end of a run. */
  report(title: string, noun = 'procedures'): string {
    const keys = [...new Set([...this.rows.values()].flatMap((r) => Object.keys(r.outcomes)))].sort();
    const lines = [title, `${noun.replace(/s$/, '').padEnd(46)} ${'sent'.padStart(6)} ${keys.map((k) => k.padStart(6)).join(' ')} ${'bad'.padStart(5)}`];
    for (const [target, row] of [...this.rows].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`${target.padEnd(46)} ${String(row.sent).padStart(6)} ${keys.map((k) => String(row.outcomes[k] ?? 0).padStart(6)).join(' ')} ${String(row.problems).padStart(5)}`);
    }
    const t = this.totals;
    const slowest = [...this.millis].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (slowest.length) lines.push(`slowest: ${slowest.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    for (const [kind, k] of [...this.kinds].sort((a, b) => b[1].count - a[1].count)) {
      lines.push(`PROBLEM ×${k.count} ${kind} — ${[...k.targets].slice(0, 6).join(', ')}${k.targets.size > 6 ? ` (+${k.targets.size - 6})` : ''}`);
    }
    lines.push(
      `TOTAL: ${t.procedures} ${noun}, ${t.sent} inputs, ${t.fiveXX} × 5xx, ${t.problems} answers with problems — ${Object.entries(t.outcomes)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
    return lines.join('\n');
  }
}

function preview(input: unknown): string {
  try {
    const text =
      typeof input === 'string' ? JSON.stringify(input) : JSON.stringify(input, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
    return (text ?? String(input)).slice(0, 300);
  } catch {
    return String(input).slice(0, 300);
  }
}
