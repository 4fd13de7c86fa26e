// Issue 20 part 4, the embedded wallet's views accessibility.e2e.test.ts does not reach: axe-core
// (WCAG 2.0/2.1 A and AA) finds nothing on ConnectingSocial, EmbeddedWalletDevicePending,
// EmailVerifyDevice, UpdateEmailPrimaryOtp/SecondaryOtp, the frame's recovery key and recovery
// method screens and the account's smart-account row. Each view is reached once and scanned in
// place in both themes (scanBothThemes); every finding is collected, so one run lists them all.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startE2e, type E2eFixture } from './e2e-fixture.js';
import { scanBothThemes } from './accessibility-helpers.js';
import { tourEmailDevice, tourSocial, tourSocialDeviceCode } from './accessibility-tours-embedded.js';

describe(
  "accessibility: axe finds no WCAG 2.1 A/AA violation on the embedded wallet's remaining views (demo page, full dev stack)",
  { timeout: 300_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it('social sign-in, new devices, email change, the frame’s recovery screens: both themes', async (t) => {
      const found: string[] = [];
      const scanned: string[] = [];
      const check = async ({ page, view }: { page: Page; view: string }) => {
        scanned.push(view);
        await scanBothThemes({ page, view, found });
      };
      // Each tour has a browser context of its own: they run side by side to keep the file short.
      await Promise.all([
        tourSocial({ e2e, check }),
        tourEmailDevice({ e2e, check }),
        tourSocialDeviceCode({ e2e, check }),
      ]);
      t.diagnostic(`scanned ${scanned.length} views in both themes: ${scanned.join(', ')}`);
      assert.deepEqual(found, [], `axe found ${found.length} violation(s):\n${found.join('\n')}`);
    });
  },
);
