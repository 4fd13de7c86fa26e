// Names (issue 18 "Done when"), on the demo page and the full dev stack: a visitor signed in to the
// embedded wallet chooses `name-<random>.reown.id` (a 3-character name shows SPEC §5's rule; the
// frame asks for the one signature) → the button, the Account view and the demo show the name, and
// still do after a reload, without asking the server again → a second visitor, in another browser
// context with the EVM test wallet, sends 0.01 ETH to that name: the field shows the embedded
// address before anything is signed and the chain shows that address received it → the taken name
// is shown as registered with free suggestions. The server's refusals (tampered signature, old
// timestamp) are performed by test/server/names-*.node.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseEther } from 'viem';
import type { Page } from 'playwright-core';
import { chainBalance, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { answerApproval, demoEvmAddress, freshEmail, modal, signInByEmail } from './embedded-wallet-helpers.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const accountButton = (page: Page) => page.locator('header w3m-button [data-testid="account-button"]');
const buttonText = async (page: Page) =>
  ((await page.locator('header w3m-button [data-testid="account-button-address"]').textContent()) ?? '').trim();

/** Records every identity request the page makes, by the address asked for. */
function watchIdentityRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/v1\/identity\/([^/?]+)/.exec(new URL(request.url()).pathname);
    if (match) asked.push(decodeURIComponent(match[1]!).toLowerCase());
  });
  return asked;
}

describe('names (demo page, full dev stack)', { timeout: 300_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('registers a name with the embedded wallet, shows it everywhere, and a second visitor sends to it', async () => {
    const label = `name-${Math.random().toString(36).slice(2, 10)}`;
    const name = `${label}.reown.id`;
    const [chainA] = e2e.stack.config.chains;

    // ── The embedded wallet's visitor chooses a name.
    const first = await e2e.newPage('/');
    const identityAsked = watchIdentityRequests(first.page);
    await signInByEmail({ page: first.page, serverUrl: e2e.stack.urls.server!, email: freshEmail('names') });
    const embeddedAddress = await demoEvmAddress(first.page);
    await accountButton(first.page).click();
    await modal(first.page).locator('[data-testid="account-choose-name"]').click();
    const input = modal(first.page).locator('[data-testid="register-name-input"]');
    await input.fill('ali');
    assert.equal(
      (await modal(first.page).locator('[data-testid="register-name-rule"]').textContent())?.trim(),
      'Letters, digits and hyphens only, at least 4 characters',
    );
    assert.equal(await modal(first.page).locator('[data-testid="register-name-submit"] button').isDisabled(), true);
    await input.fill(label);
    await modal(first.page)
      .locator('[data-testid="register-name-status"]', { hasText: 'Available' })
      .waitFor({ timeout: 15_000 });
    await modal(first.page).locator('[data-testid="register-name-submit"]').click();
    await answerApproval(first.page, 'approve');
    await modal(first.page)
      .locator('[data-testid="register-name-success"]', { hasText: name })
      .waitFor({ timeout: 30_000 });
    await modal(first.page).locator('[data-testid="register-name-success-back"]').click();
    await modal(first.page)
      .locator('[data-testid="account-profile-name"]', { hasText: name })
      .waitFor({ timeout: 10_000 });
    assert.equal(await buttonText(first.page), name);
    await first.page.locator('[data-testid="demo-profile-name"]', { hasText: name }).waitFor({ timeout: 10_000 });
    // SPEC §9: the identity of an address is asked at most once inside its 5 minutes.
    const askedTwice = identityAsked.filter((address, index) => identityAsked.indexOf(address) !== index);
    assert.deepEqual(askedTwice, [], `identity asked twice: ${identityAsked.join(', ')}`);

    // Nothing lost on reload: the name shows again, from the cache, without a new identity request.
    const beforeReload = identityAsked.length;
    await first.page.reload();
    await waitForDemoStatus(first.page, 'connected', 30_000);
    await first.page
      .locator('header w3m-button [data-testid="account-button-address"]', { hasText: name })
      .waitFor({ timeout: 20_000 });
    assert.equal(
      identityAsked.slice(beforeReload).filter((address) => address === embeddedAddress.toLowerCase()).length,
      0,
    );

    // ── A second visitor, with the EVM test wallet, sends 0.01 ETH to the name.
    const second = await e2e.newPage('/?testWallet&names=any');
    await second.page.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(second.page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(second.page, 'connected');
    await second.page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 10_000 });
    const receivedBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: embeddedAddress });
    await accountButton(second.page).click();
    await modal(second.page).locator('[data-testid="account-send"]').click();
    await modal(second.page).locator('[data-testid="send-amount"]').fill('0.01');
    await modal(second.page).locator('[data-testid="send-receiver"]').fill('nobody-here-at-all.reown.id');
    await modal(second.page)
      .locator('[data-testid="send-receiver-error"]', { hasText: 'Error resolving name' })
      .waitFor({ timeout: 15_000 });
    await modal(second.page).locator('[data-testid="send-receiver"]').fill(name);
    const resolved = modal(second.page).locator('[data-testid="send-receiver-resolved"]');
    await resolved.waitFor({ timeout: 15_000 });
    assert.match((await resolved.textContent()) ?? '', new RegExp(embeddedAddress, 'i'));
    await modal(second.page).locator('[data-testid="send-preview"]').click();
    assert.equal(
      (await modal(second.page).locator('[data-testid="send-preview-receiver-name"]').textContent())?.trim(),
      name,
    );
    await modal(second.page).locator('[data-testid="send-confirm"]').click();
    await modal(second.page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
    assert.equal(
      (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: embeddedAddress })) - receivedBefore,
      parseEther('0.01'),
    );

    // ── The taken name: shown as registered, with free suggestions in the zone.
    await modal(second.page).locator('[data-testid="account-choose-name"]').click();
    await modal(second.page).locator('[data-testid="register-name-input"]').fill(label);
    await modal(second.page)
      .locator('[data-testid="register-name-status"]', { hasText: 'Registered' })
      .waitFor({ timeout: 15_000 });
    assert.equal(await modal(second.page).locator('[data-testid="register-name-submit"] button').isDisabled(), true);
    const suggestions = await modal(second.page)
      .locator('[data-testid="register-name-suggestion"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-name') ?? ''));
    assert.ok(suggestions.length > 0, 'a taken name offers suggestions');
    for (const suggestion of suggestions) {
      assert.match(suggestion, /^[a-z0-9-]{4,}\.reown\.id$/);
      assert.notEqual(suggestion, name);
    }
    // A suggestion is free: the reference server has no record of it.
    const lookup = await fetch(
      `${e2e.stack.urls.server}/v1/profile/account/${suggestions[0]}?projectId=${e2e.stack.config.projectId}`,
    );
    assert.equal(lookup.status, 404);

    await first.context.close();
    await second.context.close();
  });
});
