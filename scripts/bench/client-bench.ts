/**
 * The browser side of `npm run bench` (docs/performance.md): bundle budgets, the 2,000-deal board, Lighthouse and axe.
 * The product and the minimal app are built once, into a temp dir, and every part uses those builds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeViolations } from '../../e2e/axe.ts';
import { benchAxe } from './axe.ts';
import { benchBoard } from './board.ts';
import { buildBoth, kb, measureBundles } from './bundle.ts';
import type { Row } from './index.ts';
import { benchLighthouse, PUBLIC_SIMULATION_PATH } from './lighthouse.ts';

export const CLIENT_PARTS = ['bundle', 'board', 'lighthouse', 'axe'] as const;
export type ClientPart = (typeof CLIENT_PARTS)[number];

const ms = (v: number) => `${Math.round(v)} ms`;
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '—');
const ok = (pass: boolean) => (pass ? 'ok' : 'ACIMA DA META');

export async function runClientBenches(parts: ClientPart[]): Promise<{ rows: Row[]; notes: string[]; json: Record<string, unknown> }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const json: Record<string, unknown> = {};
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-client-'));
  try {
    console.log('build do cliente e do app mínimo (mesmo Vite)…');
    const builds = await buildBoth(tmp);

    if (parts.includes('bundle')) {
      const b = measureBundles(builds);
      json.bundle = b;
      for (const p of b.pages) rows.push({ measure: `JS inicial gzip, ${p.label}`, value: kb(p.js), baseline: 'app mínimo', baselineValue: kb(b.minimal.js), ratio: x(p.ratio) });
      notes.push(
        `\nJS inicial (Vite ${b.vite}) × ${b.minimal.label}: só relatado, não é meta (o framework sozinho é o piso; as metas são o que se sente: LCP e TBT da página pública, o quadro).`,
        ...b.pages.map((p) => `  ${p.label.padEnd(44)} ${p.ratio.toFixed(2)}×; CSS ${kb(p.css)} (mínimo ${kb(b.minimal.css)})`),
      );
    }

    if (parts.includes('board')) {
      console.log('quadro com 2.000 negócios no Chromium (PostgreSQL descartável)…');
      const b = await benchBoard({ clientDir: builds.productDir });
      json.board = b;
      const { small: s, large: l } = b;
      const base = `o mesmo com ${s.cards}`;
      rows.push(
        {
          measure: `quadro ${l.cards} negócios: cartões visíveis (mediana de ${l.loads})`,
          value: ms(l.cardsVisibleMs),
          baseline: base,
          baselineValue: ms(s.cardsVisibleMs),
          ratio: x(l.cardsVisibleMs / s.cardsVisibleMs),
        },
        { measure: `quadro ${l.cards} negócios: primeira pintura (FCP)`, value: ms(l.fcpMs), baseline: base, baselineValue: ms(s.fcpMs), ratio: x(l.fcpMs / s.fcpMs) },
        { measure: `quadro ${l.cards} negócios: tempo bloqueado (TBT) até os cartões`, value: ms(l.tbtMs), baseline: base, baselineValue: ms(s.tbtMs), ratio: x(l.tbtMs / s.tbtMs) },
        {
          measure: `quadro ${l.cards} negócios: soltar → salvo p50 (${l.moves} movimentos)`,
          value: ms(l.moveP50Ms),
          baseline: base,
          baselineValue: ms(s.moveP50Ms),
          ratio: x(l.moveP50Ms / s.moveP50Ms),
        },
        { measure: `quadro ${l.cards} negócios: soltar → salvo p95`, value: ms(l.moveP95Ms), baseline: base, baselineValue: ms(s.moveP95Ms), ratio: x(l.moveP95Ms / s.moveP95Ms) },
        {
          measure: `quadro ${l.cards} negócios: soltar → pedido enviado (mediana)`,
          value: ms(l.moveBeforeRequestP50Ms),
          baseline: base,
          baselineValue: ms(s.moveBeforeRequestP50Ms),
          ratio: x(l.moveBeforeRequestP50Ms / s.moveBeforeRequestP50Ms),
        },
        {
          measure: `quadro ${l.cards} negócios: pedido deals.move → resposta (mediana)`,
          value: ms(l.moveRequestP50Ms),
          baseline: base,
          baselineValue: ms(s.moveRequestP50Ms),
          ratio: x(l.moveRequestP50Ms / s.moveRequestP50Ms),
        },
      );
      const goal = (pass: boolean) => (pass ? 'PASS' : 'não atingida');
      notes.push(
        `metas do quadro, com ${l.cards} negócios × ${s.cards} na mesma execução:`,
        `  soltar → salvo p95 ≤ ${b.targets.moveP95Ms} ms: ${ms(l.moveP95Ms)} (com ${s.cards}: ${ms(s.moveP95Ms)}) → ${goal(b.ok.moveP95)}`,
        `  cartões visíveis ≤ ${b.targets.cardsVisibleRatio.toFixed(1)}× do quadro com ${s.cards}: ${ms(l.cardsVisibleMs)} / ${ms(s.cardsVisibleMs)} = ${x(l.cardsVisibleMs / s.cardsVisibleMs)} → ${goal(b.ok.cardsVisible)}`,
        `quadro: ${l.rendered} de ${l.cards} cartões na página; com ${s.cards}, ${s.rendered}. Arrastos refeitos (o arrastar não começou ou a narração pôs o cartão em outra etapa): ${l.moveRetries} com ${l.cards}, ${s.moveRetries} com ${s.cards}. Carga da máquina ao fim (1, 5, 15 min): ${b.loadAvg.map((v) => v.toFixed(2)).join(', ')}.`,
      );
    }

    if (parts.includes('lighthouse')) {
      console.log('Lighthouse (perfil móvel) na simulação pública e no app mínimo…');
      const b = await benchLighthouse({ clientDir: builds.productDir, ssrDir: builds.productSsrDir, minimalDir: builds.minimalDir });
      json.lighthouse = b;
      const p = b.page;
      const m = b.minimal;
      const label = `Lighthouse móvel ${PUBLIC_SIMULATION_PATH}`;
      rows.push(
        { measure: `${label}: LCP (mediana de ${p.runs})`, value: ms(p.lcpMs), baseline: 'app mínimo', baselineValue: ms(m.lcpMs), ratio: x(p.lcpMs / m.lcpMs) },
        { measure: `${label}: TBT`, value: ms(p.tbtMs), baseline: 'app mínimo', baselineValue: ms(m.tbtMs), ratio: x(p.tbtMs / m.tbtMs) },
        { measure: `${label}: CLS`, value: p.cls.toFixed(3), baseline: 'app mínimo', baselineValue: m.cls.toFixed(3), ratio: x(p.cls / m.cls) },
        { measure: `${label}: nota de desempenho`, value: String(p.score), baseline: 'app mínimo', baselineValue: String(m.score), ratio: x(p.score / m.score) },
      );
      notes.push(`metas Lighthouse ${b.version} (móvel): LCP ≤ 2,0 s e ≤ 1,00× o do app mínimo, TBT ≤ 200 ms, CLS ≤ 0,1 → ${ok(b.ok)} (FCP ${ms(p.fcpMs)}; app mínimo ${ms(m.fcpMs)}).`);
    }

    if (parts.includes('axe')) {
      console.log('axe-core nas páginas principais…');
      const b = await benchAxe({ clientDir: builds.productDir });
      json.axe = b;
      for (const p of b.pages) rows.push({ measure: `axe ${b.version}: violações graves ou críticas, ${p.label}`, value: String(p.serious), baseline: 'meta', baselineValue: '0', ratio: '—' });
      notes.push(`axe: ${b.ok ? 'nenhuma violação grave ou crítica' : 'HÁ VIOLAÇÕES GRAVES OU CRÍTICAS'} em ${b.pages.length} páginas.`);
      for (const p of b.pages.filter((page) => page.violations.length)) notes.push(`  ${p.label} (${p.path}):\n${describeViolations(p.violations).replace(/^/gm, '    ')}`);
    }
    return { rows, notes, json };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
