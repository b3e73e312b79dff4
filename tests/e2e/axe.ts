import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (every rule it enables by default: WCAG 2.x A and AA, and its best practices) on the
 * page as it is now, and fails with a readable list of what it finds. `soft`: the test goes on and
 * fails at its end, so one run lists the violations of every page it visits.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  options: { soft?: boolean } = {},
): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern:
  // an injected <script> tag (page.addScriptTag) would be refused by it, as it should be. Once per
  // document: the sweeps move between pages inside the app, and compiling axe's 650 KB again took
  // ~100 ms a check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations;
  });
  const report = (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${violation.nodes
        .map(
          (node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
        )
        .join('\n')}`,
  );
  (options.soft ? expect.soft : expect)(report, `axe-core violations on ${what}`).toEqual([]);
}
