/**
 * The browser the tests launch (e2e/harness.ts launchBrowser): Chromium keeps only the last `--disable-features` it is
 * given, so ours must carry Playwright's own list too, and a new window must not open the address bar's WebUI
 * renderers a headless browser never shows (the CPU the pages under test lacked).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_DISABLED_FEATURES, launchBrowser } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Command lines of the Chromium main processes this test process started (its direct children). */
function chromiumCommandLines(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (parent === process.pid && /chrom/.test(args[0] ?? '')) lines.push(args);
    } catch {
      /* a process that ended meanwhile */
    }
  }
  return lines;
}

describe('the Chromium of the browser tests', () => {
  it('is launched with one list of disabled features that keeps every name of Playwright’s own list', () => {
    const [args] = chromiumCommandLines();
    expect(args, 'o processo do Chromium não foi encontrado').toBeDefined();
    const lists = args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
    // Playwright's switch comes first, ours last (the one Chromium keeps).
    expect(lists.length).toBeGreaterThanOrEqual(1);
    const kept = lists.at(-1)!;
    const playwrights = lists.length > 1 ? lists[0] : [];
    expect(
      playwrights.filter((name) => !kept.includes(name)),
      'acrescente estes nomes a PLAYWRIGHT_DISABLED_FEATURES em e2e/harness.ts',
    ).toEqual([]);
    expect(kept).toEqual(expect.arrayContaining(CHROMIUM_DISABLED_FEATURES));
  });

  it('opens a page per context and no renderer for the address bar', async () => {
    const context = await browser.newContext();
    await (await context.newPage()).goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    await context.close();
    expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
    expect(targetInfos.filter((t) => t.type === 'page').length).toBeGreaterThanOrEqual(1);
  });
});
