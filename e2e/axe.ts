/**
 * axe-core (the accessibility engine) in a page driven by playwright-core, for the browser tests
 * (e2e/accessibility.e2e.test.ts) and the benchmark (scripts/bench/axe.ts). The page's context needs
 * `bypassCSP: true`: the app's Content-Security-Policy forbids the inline script that carries axe.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  /** CSS selectors of the offending elements (first few). */
  targets: string[];
  /** Their markup and axe's explanation (e.g. the contrast ratio found), for the failure message. */
  details: string[];
}

/** WCAG 2.0/2.1/2.2 A and AA rules (what the law and the ANPD/e-MAG guidance ask), as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the whole page as it is now; every violation, most severe first. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] }>;
      };
    };
    const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      details: v.nodes.slice(0, 8).map((n) => `${n.html.slice(0, 160)} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`),
    }));
  }, WCAG_TAGS);
  const rank = { critical: 0, serious: 1, moderate: 2, minor: 3 } as const;
  return (violations as AxeViolation[]).sort((a, b) => (rank[a.impact ?? 'minor'] ?? 4) - (rank[b.impact ?? 'minor'] ?? 4));
}

export const isSerious = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

/** One line per violation, for failure messages and the benchmark's report. */
export const describeViolations = (violations: AxeViolation[]) => violations.map((v) => `${v.impact ?? '?'} ${v.id}: ${v.help} — ${v.targets.join(', ')}`).join('\n');
