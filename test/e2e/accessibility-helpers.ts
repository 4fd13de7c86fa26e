// Helpers of the accessibility e2e (issue 20 part 4): the axe scan, the theme switch, the demo page's
// buttons and views.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { E2eFixture } from './e2e-fixture.js';
import { modal } from './embedded-wallet-helpers.js';

export const WALLET_RDNS = 'dev.openmodal.testwallet';
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export type Theme = 'dark' | 'light';

/** What a scan found, one line per rule and element, readable in the failure message. */
export async function scan({ page, view, theme }: { page: Page; view: string; theme: Theme }): Promise<string[]> {
  // The modal, the buttons that open it, and the embedded wallet's frame: the demo page's own
  // controls are the test page, not the product.
  // Entrance animations blend colours for a moment (opacity): measured after they end, as a visitor
  // reads them. Each shadow root lists its own animations (document.getAnimations() misses them).
  await page.evaluate(() => {
    const animations: Animation[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    while (roots.length) {
      const root = roots.pop()!;
      animations.push(...root.getAnimations());
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    return Promise.all(
      animations
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const builder = new AxeBuilder({ page }).include('w3m-modal').include('w3m-button').include('w3m-network-button');
  // The frame is appended to the body (outside the modal) once the embedded wallet loads; axe scans inside it.
  if (await page.locator('#w3m-iframe').count()) builder.include('#w3m-iframe');
  const results = await builder.withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${theme}] ${view}: ${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.waitForFunction(() => 'appKit' in window);
  await page.evaluate((mode) => {
    const appKit = (window as unknown as { appKit: { setThemeMode(mode: string): void } }).appKit;
    appKit.setThemeMode(mode);
    document.body.classList.toggle('light', mode === 'light');
  }, theme);
  await page.waitForFunction((mode) => {
    const modalHost = document.querySelector('w3m-modal');
    return (modalHost?.getAttribute('data-theme') ?? 'dark') === mode || !modalHost;
  }, theme);
}

export async function gotoDemo({
  e2e,
  page,
  path,
  theme,
}: {
  e2e: E2eFixture;
  page: Page;
  path: string;
  theme: Theme;
}) {
  await page.goto(new URL(path, e2e.stack.urls.demo!).toString());
  await page
    .locator('header w3m-button [data-testid="connect-button"], header w3m-button [data-testid="account-button"]')
    .first()
    .waitFor();
  await setTheme(page, theme);
}

export const openConnect = (page: Page) => page.locator('header w3m-button [data-testid="connect-button"]').click();
export const openAccount = (page: Page) => page.locator('header w3m-button [data-testid="account-button"]').click();
export const back = (page: Page) => modal(page).locator('[data-testid="w3m-back"]').click();
export const waitView = (page: Page, testId: string, timeout = 15_000) =>
  modal(page).locator(`[data-testid="${testId}"]`).first().waitFor({ timeout });

/**
 * Scans the view where it stands in both themes: the theme is switched in place (no second tour),
 * then put back. `found` collects the findings of both.
 */
export async function scanBothThemes({ page, view, found }: { page: Page; view: string; found: string[] }) {
  const start = (await page.evaluate(
    () => document.querySelector('w3m-modal')?.getAttribute('data-theme') ?? 'dark',
  )) as Theme;
  const other: Theme = start === 'dark' ? 'light' : 'dark';
  found.push(...(await scan({ page, view, theme: start })));
  await setTheme(page, other);
  found.push(...(await scan({ page, view, theme: other })));
  await setTheme(page, start);
}
