import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs the CLI exactly as the contract says: `npm run --silent simulate < scenario.json`. */
function simulate(stdin: string) {
  const r = spawnSync('npm', ['run', '--silent', 'simulate'], { input: stdin, encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^npm warn.*\n/gm, '') };
}

describe('npm run --silent simulate', () => {
  it('prints the scenario result as JSON with the contract fields', () => {
    const r = simulate(JSON.stringify({ system: 'PRICE', principal: 10000, termMonths: 12, rate: { monthly: 0.02 } }));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.firstInstallment).toBe(945.6);
    expect(out.schedule).toHaveLength(12);
    expect(Object.keys(out)).toEqual(['monthlyRate', 'annualRate', 'financedAmount', 'iof', 'firstInstallment', 'lastInstallment', 'totalPaid', 'cetMonthly', 'cetAnnual', 'minimumIncome', 'schedule']);
    expect(Object.keys(out.schedule[0])).toEqual(['month', 'balance', 'amortization', 'interest', 'mip', 'dfi', 'adminFee', 'installment']);
  }, 60_000);

  it('answers bad input with a pt-BR message on stderr and exit code 2, no stack trace', () => {
    for (const input of ['not json', '', JSON.stringify({ system: 'PRICE', principal: 0, termMonths: 12, rate: { monthly: 0.01 } })]) {
      const r = simulate(input);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^Erro: /);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  }, 90_000);
});
