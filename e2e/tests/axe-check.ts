import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core in the real page. The page's own policy allows no inline script: specs that call this use
// `test.use({ bypassCSP: true })`, so axe is injected for the test only.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical violations on the page as it is now (and an empty table header, which axe rates minor). */
export async function violationsOn(page: Page): Promise<string[]> {
  // A transition still running (a button fading in as it is enabled) would be measured half-way: let it end
  // (endless ones, a spinner's, never do and are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    // Only violations are read: axe then keeps one example of each pass and inapplicable rule instead of every node.
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((found) => ['serious', 'critical'].includes(found.impact ?? '') || found.id === 'empty-table-header')
      .map((found) => `${found.id} (${found.impact}): ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}
