import type { FrameLocator, Page } from 'playwright-core';

// Steps of the embedded wallet as a visitor takes them on the demo page (issue 5).

let counter = 0;
/** An address no other test used. */
export const freshEmail = (prefix = 'visitor') => `${prefix}${++counter}.${Date.now()}@example.test`;

export const modal = (page: Page) => page.locator('w3m-modal');
/** The embedded wallet's frame (its own origin); the approval screen lives there. */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('#w3m-iframe');

interface Mail {
  id: string;
  code: string | null;
  subject: string;
}

/** Mails to an address in the dev SMTP sink, newest first. */
export async function mailsTo({ serverUrl, email }: { serverUrl: string; email: string }): Promise<Mail[]> {
  const response = await fetch(`${serverUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** Waits for a mail to `email` that is not among `seen` and returns its code. */
export async function nextCode({
  serverUrl,
  email,
  seen,
}: {
  serverUrl: string;
  email: string;
  seen: Set<string>;
}): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const fresh = (await mailsTo({ serverUrl, email })).find((mail) => !seen.has(mail.id) && mail.code);
    if (fresh) {
      seen.add(fresh.id);
      return fresh.code!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code mailed to ${email}`);
}

/** Types a 6-digit code into the OTP boxes of the view on screen. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await modal(page).locator('wui-otp-input input').first().click();
  await page.keyboard.type(code);
}

/** Where the page keeps the first connected CAIP address it showed since recordFirstConnectedAddress. */
const FIRST_CONNECTED_KEY = '__e2eFirstConnectedCaipAddress';

/**
 * Records, in the page, the first CAIP address the demo shows as connected from now on (a page
 * already connected records its next connection). A sign-in must show the visitor's namespace
 * first, never the other namespace's account for a moment (firstConnectedAddress reads it).
 */
export async function recordFirstConnectedAddress(page: Page): Promise<void> {
  // No named functions inside: tsx's keepNames would wrap them in a helper the page does not have.
  await page.evaluate((key) => {
    const slot = window as unknown as Record<string, unknown>;
    (slot[`${key}Observer`] as MutationObserver | undefined)?.disconnect();
    slot[key] = undefined;
    let armed = document.querySelector('[data-testid="demo-status"]')?.textContent !== 'connected';
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[data-testid="demo-status"]')?.textContent;
      const caipAddress = document.querySelector('[data-testid="demo-caip-address"]')?.textContent ?? '';
      if (status !== 'connected') armed = true;
      else if (armed && slot[key] === undefined && /^[-a-z0-9]+:/.test(caipAddress)) slot[key] = caipAddress;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    slot[`${key}Observer`] = observer;
  }, FIRST_CONNECTED_KEY);
}

/**
 * The first CAIP address the demo showed as connected since recordFirstConnectedAddress (which
 * enterEmailCode calls); undefined when nothing was recorded in this document (a reload since).
 */
export async function firstConnectedAddress(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => (window as unknown as Record<string, string | undefined>)[key], FIRST_CONNECTED_KEY);
}

/**
 * Opens the modal, submits `email` and types the code the mail sink got for it; returns the code.
 * What follows (a device code, the frame's approval, the connection) is the caller's.
 *
 * @example
 * await enterEmailCode({ page, serverUrl, email, seen: new Set() });
 */
export async function enterEmailCode({
  page,
  serverUrl,
  email,
  seen = new Set<string>(),
}: {
  page: Page;
  serverUrl: string;
  email: string;
  seen?: Set<string>;
}): Promise<string> {
  await recordFirstConnectedAddress(page);
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator('[data-testid="email-input"]').fill(email);
  await modal(page).locator('[data-testid="email-submit"]').click();
  // The frame loads on the first submit; under a full run's load that took over 20 s once (stop 24):
  // 30 s, and a timeout names what the modal showed instead.
  await modal(page)
    .locator('[data-testid="email-login-view"]')
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const shown = await modal(page)
        .locator('[data-testid="w3m-modal-card"]')
        .innerText({ timeout: 1000 })
        .catch(() => '(no modal card)');
      throw new Error(`the code view did not open; the modal showed: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`, {
        cause: error,
      });
    });
  const code = await nextCode({ serverUrl, email, seen });
  await typeCode(page, code);
  return code;
}

/**
 * Signs in by email from the Connect view: address, the mailed code, and the device code when
 * the server asks for one (a known user on a new device or site). Returns the codes used.
 */
export async function signInByEmail({
  page,
  serverUrl,
  email,
  seen = new Set<string>(),
}: {
  page: Page;
  serverUrl: string;
  email: string;
  seen?: Set<string>;
}): Promise<string[]> {
  const codes = [await enterEmailCode({ page, serverUrl, email, seen })];
  const next = await Promise.race([
    modal(page)
      .locator('[data-testid="email-device-view"]')
      .waitFor({ timeout: 30_000 })
      .then(() => 'device' as const),
    page
      .waitForFunction(() => document.querySelector('[data-testid="demo-status"]')?.textContent === 'connected', null, {
        timeout: 30_000,
      })
      .then(() => 'connected' as const),
  ]);
  if (next === 'device') {
    codes.push(await nextCode({ serverUrl, email, seen }));
    await typeCode(page, codes[1]!);
  }
  return codes;
}

/**
 * The EVM address the demo page shows once the EVM account is the active one (the EVM step of a
 * sign-in also reads the smart account, a new wallet's default since issue 17). After a sign-in in
 * this document it also checks that the first account the demo showed was an EVM one: the other
 * namespaces connect first, in the background, and must not show as the active account meanwhile.
 */
export async function demoEvmAddress(page: Page, timeout = 30_000): Promise<`0x${string}`> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="demo-status"]')?.textContent === 'connected' &&
      /^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(
        document.querySelector('[data-testid="demo-caip-address"]')?.textContent ?? '',
      ),
    null,
    { timeout },
  );
  const first = await firstConnectedAddress(page);
  if (first !== undefined && !first.startsWith('eip155:'))
    throw new Error(`the demo showed ${first} as the connected account before the EVM one`);
  return (await page.locator('[data-testid="demo-address"]').textContent()) as `0x${string}`;
}

/** How long a visitor's pointer rests on Approve before clicking: past the frame's 700 ms pointer rule. */
export const POINTER_REST_MS = 800;

/**
 * Waits for the approval screen in the frame and presses Approve or Reject as a visitor would:
 * the pointer moves onto the button and rests there (a click right after the pointer came into
 * the frame is refused, issue "Hardening" part 5), and Approve is clicked once armed (after the
 * frame has been proven visible for its delay).
 */
export async function answerApproval(page: Page, answer: 'approve' | 'reject'): Promise<void> {
  const frame = walletFrame(page);
  await frame.locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
  const button = frame.locator(`[data-testid="approval-${answer}"]`);
  await button.hover({ timeout: 5000 });
  await page.waitForTimeout(POINTER_REST_MS);
  await frame.locator(`[data-testid="approval-${answer}"]:enabled`).click({ timeout: 5000 });
}

/** The demo page's result line once it shows something other than the waiting text. */
export async function demoResult(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="demo-result"]')?.textContent ?? '';
      return text !== '—' && !text.startsWith('Waiting');
    },
    null,
    { timeout: 60_000 },
  );
  return (await page.locator('[data-testid="demo-result"]').textContent()) ?? '';
}
