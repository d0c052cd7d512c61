/**
 * Headless Chromium for the console's end-to-end test: Debian's `chromium` (installed by
 * scripts/ensure-system-deps.sh; `CHROMIUM_PATH` overrides), driven by playwright-core, which downloads
 * no browser of its own. Also the page checks every step runs: axe-core's accessibility audit and
 * screenshots at the two widths the console is made for.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export { parseCsv } from '../../support/csv.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = fileURLToPath(new URL('../../../console/screenshots/', import.meta.url));
export const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;

export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium; scripts/ensure-system-deps.sh does) or set CHROMIUM_PATH`);
  }
  // Root in a container has no user namespaces for Chromium's sandbox; playwright passes --no-sandbox.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--disable-dev-shm-usage', '--disable-gpu'] });
};

const axeSource = async (): Promise<string> => readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2.1 A and AA rules over the page as it is now. It is evaluated through the DevTools
 * protocol, which the page's Content Security Policy does not govern, so the policy stays on.
 */
export const axeViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(await axeSource());
  // A string, evaluated in the page: the page's DOM types are not this project's.
  return page.evaluate<AxeViolation[]>(`
    axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
      .then((result) => result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))
  `);
};

/** Violations axe rates serious or critical, as `rule: where` lines (empty when none). */
export const seriousViolations = async (page: Page): Promise<string[]> =>
  (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);

/** Full-page screenshots of the page at 1280 and 390 px wide, as `<name>-<width>.png`; the viewport ends at 1280. */
export const screenshotBothWidths = async (page: Page, name: string): Promise<string[]> => {
  await mkdir(SCREENSHOTS, { recursive: true });
  const written: string[] = [];
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT });
    const path = join(SCREENSHOTS, `${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    written.push(path);
  }
  return written;
};

/** A figure as the console prints it (`USD -1,234.50`, `−12.00`) back to a number. */
export const figureOf = (text: string): number => Number(text.replace(/[−–]/g, '-').replace(/[^0-9.-]/g, ''));
