// Every page an end-to-end journey visits is checked with axe-core: no serious or critical
// violation may pass. Keep calling this in every later journey.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const blockingImpacts = new Set(['serious', 'critical']);

export async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  // A pop-in or fade still running would be measured half transparent (a contrast violation
  // that no one sees once it ends): finite animations jump to their end first; endless ones
  // (a turning halo) keep going.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe-core violations on ${page.url()}`).toEqual([]);
}
