import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runSimulateCli } from './lib/simulate-cli.ts';

/** Runs the CLI exactly as the contract says: `npm run --silent simulate < scenario.json`. */
function npmSimulate(stdin: string, args: string[] = []) {
  const r = spawnSync('npm', ['run', '--silent', 'simulate', ...(args.length ? ['--', ...args] : [])], {
    input: stdin,
    encoding: 'utf8',
    cwd: new URL('..', import.meta.url).pathname,
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^npm warn.*\n/gm, '') };
}

/** The same command in this process (scripts/simulate.ts is a thin wrapper around it): no seconds of start-up per case. */
const simulate = (stdin: string, args: string[] = []) => runSimulateCli(args, async () => stdin);

const ok = { system: 'PRICE', principal: 10000, termMonths: 12, rate: { monthly: 0.02 } };

describe('npm run --silent simulate (contract v2)', () => {
  it('prints the scenario result as JSON with the contract fields, grace months and the correction column', () => {
    const r = npmSimulate(JSON.stringify({ ...ok, graceMonths: 2, indexer: { name: 'IPCA', annualProjection: 0.045 }, mipMonthlyRate: 0.0003, adminFeeMonthly: 25 }));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual([
      'monthlyRate',
      'annualRate',
      'financedAmount',
      'iof',
      'firstInstallment',
      'lastInstallment',
      'totalPaid',
      'cetMonthly',
      'cetAnnual',
      'minimumIncome',
      'schedule',
    ]);
    expect(out.schedule).toHaveLength(14);
    expect(Object.keys(out.schedule[0])).toEqual(['month', 'balance', 'correction', 'amortization', 'interest', 'mip', 'dfi', 'adminFee', 'installment']);
    expect(out.schedule[0].installment).toBeGreaterThan(25);
    expect(out.firstInstallment).toBe(out.schedule[2].installment);
    const cents = out.schedule.reduce((a: number, x: { installment: number }) => a + Math.round(x.installment * 100), 0);
    expect(Math.round(out.totalPaid * 100)).toBe(cents);
  }, 60_000);

  it('textbook PRICE: R$ 10.000, 2 % a.m., 12 months → R$ 945,60', async () => {
    const out = JSON.parse((await simulate(JSON.stringify(ok))).stdout);
    expect(out.firstInstallment).toBe(945.6);
    expect(out.totalPaid).toBe(11347.2);
  });

  it.each([
    ['not json', 'Erro: o cenário não é um JSON válido'],
    ['', /^Erro: nenhum cenário recebido na entrada padrão/],
    ['[1, 2]', 'Erro: o cenário deve ser um objeto JSON'],
    [JSON.stringify({ ...ok, principal: 1e308 }), 'Erro: principal deve ser no máximo R$ 1.000.000.000,00'],
    [JSON.stringify({ ...ok, principal: 999 }), 'Erro: principal deve ser pelo menos R$ 1.000,00'],
    [JSON.stringify({ ...ok, rate: { annual: 1e6 } }), 'Erro: rate.annual deve ser no máximo 4095 (100 % a.m.)'],
    [JSON.stringify({ ...ok, rate: { monthly: 0 } }), 'Erro: rate.monthly deve ser maior que zero'],
    [JSON.stringify({ ...ok, termMonths: 601 }), 'Erro: termMonths deve ser de 1 a 600 meses'],
    [JSON.stringify({ ...ok, graceMonths: 61 }), 'Erro: graceMonths deve ser de 0 a 60 meses'],
    [JSON.stringify({ ...ok, extra: 1 }), 'Erro: campo desconhecido: extra'],
    [JSON.stringify({ ...ok, rate: { monthly: 0.02, daily: 0.001 } }), 'Erro: campo desconhecido: rate.daily'],
    [JSON.stringify({ ...ok, iof: 'simples' }), 'Erro: iof deve ser "none", "individual" ou "company"'],
    [JSON.stringify({ ...ok, indexer: { name: 'IPCA' } }), 'Erro: indexer.annualProjection é obrigatório'],
  ])('bad input %s → %s, exit 2, nothing on stdout', async (input, message) => {
    const r = await simulate(input);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    // pt-BR only, the field named once, no stack trace.
    expect(r.stderr).not.toMatch(/Unrecognized|Invalid|expected|received|Too (big|small)/);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(r.stderr).not.toMatch(/(\b[\w.]+): \1\b/);
  });

  it('answers an unknown option with its usage, exit 2', async () => {
    const r = await simulate(JSON.stringify(ok), ['--bogus']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^Erro: opção desconhecida: --bogus/);
  });

  it('through npm, a bad scenario is one pt-BR line on stderr, nothing on stdout, exit 2', () => {
    const r = npmSimulate(JSON.stringify({ ...ok, termMonths: 601 }));
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'Erro: termMonths deve ser de 1 a 600 meses\n' });
  }, 60_000);

  it('never prints a non-finite number, even at the limits of the contract', async () => {
    const extreme = {
      system: 'SAC',
      principal: 1e9,
      termMonths: 600,
      graceMonths: 60,
      rate: { monthly: 1 },
      indexer: { name: 'CDI', annualProjection: 1 },
      propertyValue: 1e9,
      mipMonthlyRate: 1,
      dfiMonthlyRate: 1,
      adminFeeMonthly: 1e9,
      financedExpenses: 1e9,
      iof: 'company',
    };
    const r = await simulate(JSON.stringify(extreme));
    expect(r.stdout).not.toMatch(/null|NaN|Infinity/);
    if (r.code === 0) expect(JSON.parse(r.stdout).schedule).toHaveLength(660);
    else expect(r.stderr).toMatch(/^Erro: /);
  });
});
