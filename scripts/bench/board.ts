/**
 * The kanban board with 2,000 deals in one pipeline, in headless Chromium, against the same board with ~50 deals
 * measured in the same run (first the small board, then the rest of the deals are seeded into the same pipeline):
 *  - opening /meus-negocios/financiamento-imobiliario signed in (the app's files already in the browser's cache, as
 *    for someone who uses the app every day): first contentful paint, the moment the first card is in a column
 *    (`[data-stage] [data-deal-id]`, seen by a MutationObserver from the page's start), and the main thread's long
 *    tasks until then (Total Blocking Time: the part of each task over 50 ms);
 *  - a move persisted: a card dragged to the next column with the keyboard (Space on its grip, arrow right, Space —
 *    the board's own keyboard drag), from the Space that drops it to the end of the server's answer to deals.move
 *    (Resource Timing of that request), p50/p95 over the moves.
 * PostgreSQL: a fresh database on DATABASE_URL's server, or a throwaway cluster (as the deals.list benchmark).
 *
 *   npm run bench -- board
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PIPELINES, pipelineSlug } from '../../shared/pipelines.ts';
import { seedDeals } from '../seed-deals.ts';
import { type BenchApp, buildClient, launchChromium, median, signInPage, startBenchApp } from './browser-app.ts';
import { benchDatabase } from './deals-list.ts';
import { percentile } from './load.ts';

const PIPELINE = PIPELINES.find((p) => p.key === 'realty-financing')!;
const BOARD_PATH = `/meus-negocios/${pipelineSlug(PIPELINE.name)}`;
/** Open stages a card walks through in the move loop (never a closing stage: denying asks for reasons). */
const OPEN_STAGES = PIPELINE.stages.filter((s) => !s.final);

export interface BoardSize {
  /** Cards on the board (every column's count, as the board shows them). */
  cards: number;
  /** Cards actually in the page (columns render 40 each until "Mostrar mais"). */
  rendered: number;
  loads: number;
  fcpMs: number;
  cardsVisibleMs: number;
  tbtMs: number;
  moves: number;
  moveP50Ms: number;
  moveP95Ms: number;
}

export interface BoardBench {
  small: BoardSize;
  large: BoardSize;
}

/** Runs in the page before its own scripts: the first card's moment, paints, long tasks, and every Space press. */
const INSTRUMENT = `(() => {
  performance.setResourceTimingBufferSize(100000);
  const m = (window.__bench = { cardsVisible: null, longTasks: [], spaces: [] });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) m.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (m.cardsVisible === null && document.querySelector('[data-stage] [data-deal-id]')) { m.cardsVisible = performance.now(); observer.disconnect(); }
  };
  const observer = new MutationObserver(seen);
  document.addEventListener('DOMContentLoaded', () => { observer.observe(document.body, { childList: true, subtree: true }); seen(); });
  window.addEventListener('keydown', (e) => { if (e.code === 'Space') m.spaces.push(performance.now()); }, true);
})();`;

interface LoadSample {
  fcp: number;
  cardsVisible: number;
  tbt: number;
  rendered: number;
}

async function openBoard(page: Page, base: string): Promise<LoadSample> {
  await page.goto(`${base}${BOARD_PATH}`);
  await page.locator('[data-stage] [data-deal-id]').first().waitFor();
  // Long tasks right after the first card (the rest of the columns) still delay the first interaction.
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const m = (window as unknown as { __bench: { cardsVisible: number; longTasks: [number, number][] } }).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const tbt = m.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { fcp, cardsVisible: m.cardsVisible, tbt, rendered: document.querySelectorAll('[data-stage] [data-deal-id]').length };
  });
}

/** Drags the first card of `from` one column right with the keyboard; answers drop → deals.move answered, in ms. */
async function moveRight(page: Page, fromIndex: number): Promise<number> {
  const from = OPEN_STAGES[fromIndex];
  const to = OPEN_STAGES[fromIndex + 1];
  const card = page.locator(`[data-stage="${from.key}"] [data-deal-id]`).first();
  const id = await card.getAttribute('data-deal-id');
  const narration = page.locator('[aria-live]');
  await card.getByRole('button', { name: /^Mover o negócio nº/ }).focus();
  await page.keyboard.press('Space');
  await narration.getByText(new RegExp(`sobre ${from.label}\\.$`)).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowRight');
  await narration.getByText(new RegExp(`sobre ${to.label}\\.$`)).waitFor({ state: 'attached' });
  const answered = page.waitForResponse((r) => r.url().includes('/trpc/deals.move'));
  // The board refetches after every move: the next move starts from the refreshed board.
  const refreshed = page.waitForResponse((r) => r.url().includes('/trpc/pipelines.board'));
  await page.keyboard.press('Space');
  const response = await answered;
  if (!response.ok()) throw new Error(`deals.move → ${response.status()}`);
  await page.locator(`[data-stage="${to.key}"] [data-deal-id="${id}"]`).waitFor();
  await refreshed;
  return page.evaluate(() => {
    const m = (window as unknown as { __bench: { spaces: number[] } }).__bench;
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/trpc/deals.move')) as PerformanceResourceTiming[];
    const last = entries[entries.length - 1];
    const drop = m.spaces.filter((t) => t <= last.startTime).pop()!;
    return last.responseEnd - drop;
  });
}

async function measure(browser: Browser, app: BenchApp, opts: { loads: number; moves: number }): Promise<BoardSize> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript({ content: INSTRUMENT });
    const page = await context.newPage();
    await signInPage(page, app.url);
    // Cookie choice made, as for anyone who used the app before (the banner would cover the last cards).
    await context.addCookies([
      { name: 'credito_showCookieBanner', value: 'false', url: app.url },
      { name: 'credito_essential', value: 'true', url: app.url },
    ]);
    await openBoard(page, app.url); // warm-up: the app's files into the cache
    const samples: LoadSample[] = [];
    for (let i = 0; i < opts.loads; i++) samples.push(await openBoard(page, app.url));
    const counts = await page.locator('[data-stage] [aria-label$="negócios"], [data-stage] [aria-label$="negócio"]').allTextContents();
    const cards = counts.reduce((sum, c) => sum + Number(c), 0);
    const moveTimes: number[] = [];
    for (let i = 0; i < opts.moves; i++) {
      // Walk the open stages, always from a column that has cards.
      const start = await firstStageWithCards(page, i % (OPEN_STAGES.length - 1));
      moveTimes.push(await moveRight(page, start));
    }
    return {
      cards,
      rendered: median(samples.map((s) => s.rendered)),
      loads: samples.length,
      fcpMs: median(samples.map((s) => s.fcp)),
      cardsVisibleMs: median(samples.map((s) => s.cardsVisible)),
      tbtMs: median(samples.map((s) => s.tbt)),
      moves: moveTimes.length,
      moveP50Ms: percentile(moveTimes, 50),
      moveP95Ms: percentile(moveTimes, 95),
    };
  } finally {
    await context.close();
  }
}

async function firstStageWithCards(page: Page, from: number): Promise<number> {
  for (let k = 0; k < OPEN_STAGES.length - 1; k++) {
    const i = (from + k) % (OPEN_STAGES.length - 1);
    if ((await page.locator(`[data-stage="${OPEN_STAGES[i].key}"] [data-deal-id]`).count()) > 0) return i;
  }
  throw new Error('nenhuma etapa aberta com negócios');
}

async function pipelineDeals(app: BenchApp): Promise<number> {
  const row = await app.db
    .selectFrom('deals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pipeline_key', '=', PIPELINE.key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `clientDir`: an existing build of the client (the bundle benchmark's); built here when absent. */
export async function benchBoard(opts: { clientDir?: string; small?: number; large?: number; loads?: number; moves?: number } = {}): Promise<BoardBench> {
  const { small = 50, large = 2000, loads = 7, moves = 30 } = opts;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-board-'));
  const database = await benchDatabase();
  let app: BenchApp | undefined;
  let browser: Browser | undefined;
  try {
    const clientDir = opts.clientDir ?? path.join(tmp, 'client');
    if (!opts.clientDir) await buildClient(clientDir);
    app = await startBenchApp({ clientDir, databaseUrl: database.url });
    browser = await launchChromium();
    // The demo tenant already has a few deals on this board: top it up to `small`, measure, then to `large`.
    const topUp = async (target: number, seed: number) => {
      const missing = target - (await pipelineDeals(app!));
      if (missing > 0) await seedDeals(app!.db, { count: missing, pipelines: [PIPELINE.key], seed });
    };
    await topUp(small, 0.11);
    const smallBoard = await measure(browser, app, { loads, moves });
    await topUp(large, 0.22);
    const largeBoard = await measure(browser, app, { loads, moves });
    return { small: smallBoard, large: largeBoard };
  } finally {
    await browser?.close();
    await app?.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchBoard(), null, 2));
