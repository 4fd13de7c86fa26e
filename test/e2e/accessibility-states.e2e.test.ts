// Issue 20 part 4: axe-core (WCAG 2.0/2.1 A and AA) finds nothing on the views of states the main
// accessibility e2e does not reach: a wallet that has not answered yet, network and namespace switches,
// a multi-chain wallet, the Solana account, and the error states. Each view is reached once and
// scanned in both themes where it stands; every finding is collected, so one run lists them all.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startE2e, type E2eFixture } from './e2e-fixture.js';
import {
  tourMultiChainAndChunkFailure,
  tourServerRefusals,
  tourSwitchingAndSolana,
  type StatesTourParameters,
} from './accessibility-tours-states.js';

describe(
  'accessibility: axe finds no WCAG 2.1 A/AA violation in waiting, switching, Solana and error states (demo page, full dev stack)',
  { timeout: 300_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it('both themes: every state view', async (t) => {
      const found: string[] = [];
      const scanned: string[] = [];
      // One context per tour: each starts from a page without stored connections or routes.
      for (const tour of [tourSwitchingAndSolana, tourMultiChainAndChunkFailure, tourServerRefusals]) {
        // The clipboard allowed, so copying the address ends in the success toast.
        const context = await e2e.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
        const parameters: StatesTourParameters = { e2e, page, found, scanned };
        try {
          await tour(parameters);
        } finally {
          await context.close();
        }
      }
      t.diagnostic(`scanned ${scanned.length} views in both themes: ${scanned.join(', ')}`);
      assert.deepEqual(found, [], `axe found ${found.length} violation(s):\n${found.join('\n')}`);
    });
  },
);
