/** axe-core in the page: the critical and serious WCAG 2.0/2.1 A and AA violations (docs/product.md). */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (the spec must `test.use({ bypassCSP: true })`: the CSP refuses injected scripts) in the page and returns the critical and serious violations, named for a failure message. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return found.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

/** Resolves when every finite CSS animation and transition in the page has finished (spinners loop forever and are left out), or after 5 s. */
async function animationsAtRest(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 5_000)),
    ]);
  });
}

export async function expectAccessible(page: Page, where: string) {
  // Colours are measured at rest: a toast or dialog fading in has a contrast it never keeps. On a
  // loaded machine a new animation (a toast, a refetch's fade) can start while axe runs, so a finding
  // is confirmed once more after things settle; a real violation is there both times.
  await animationsAtRest(page);
  let violations = await seriousViolations(page);
  if (violations.length > 0) {
    await page.waitForTimeout(1_000);
    await animationsAtRest(page);
    violations = await seriousViolations(page);
  }
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
