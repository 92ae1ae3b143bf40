import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once: injected through the DevTools protocol (not the CSP). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * The page's serious and critical violations. `label-content-name-mismatch` is one of axe's
 * experimental rules, switched on: a control's name must hold the words it shows.
 */
export async function seriousViolations(page: Page, where: string): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    return axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
  })) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
      summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 3).join(' '),
    }));
}
