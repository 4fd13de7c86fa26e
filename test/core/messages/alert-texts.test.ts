import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { AlertController } from '../../../src/core/controllers/alert-controller.js';
import { EmbeddedWalletController } from '../../../src/core/controllers/embedded-wallet-controller.js';
import { embeddedWalletErrorMessage } from '../../../src/core/controllers/embedded-wallet-sign-in-outcome.js';
import { ALERTS, type AlertCode } from '../../../src/core/errors/alerts.js';
import { FrameRequestError, FrameTimeoutError } from '../../../src/core/errors/frame-errors.js';
import { alertText, shownText } from '../../../src/core/messages/alert-texts.js';
import { en } from '../../../src/core/messages/en.js';
import { coreTranslationStore } from '../../../src/core/messages/locale-store.js';
import { messages as de } from '../../../src/core/messages/locales/de/core.js';
import type { AlertState } from '../../../src/core/stores/alert-store.js';
import { embeddedWalletStore } from '../../../src/core/stores/embedded-wallet-store.js';

// Issue 20 part 3: the alert banner and the embedded wallet's refusals in the active language; the
// error objects keep SPEC §8's English.
describe('SPEC §8 alert texts in the active language', () => {
  afterEach(() => {
    coreTranslationStore.set(undefined);
    embeddedWalletStore.set({ loading: false });
  });

  it('the banner is opened by code (its English kept beside it) or with a text of its own', () => {
    const store = map<AlertState>({ open: false, message: '', variant: 'info' });
    const alerts = new AlertController({ store });
    alerts.open({ code: 'APKT006', variant: 'error' });
    expect(store.get()).to.deep.equal({ open: true, message: 'Session Expired', variant: 'error', code: 'APKT006' });
    coreTranslationStore.set(de);
    expect(alertText({ alert: store.get(), text: de })).to.equal(de.alertSessionExpired);
    alerts.close();
    alerts.open({ message: 'Saved', variant: 'success' });
    expect(store.get()).to.deep.equal({ open: true, message: 'Saved', variant: 'success' });
    alerts.close();
  });

  it('every alert has its text in the table, and German words it otherwise than English', () => {
    for (const code of Object.keys(ALERTS) as AlertCode[]) {
      const english = alertText({ alert: { code, message: '' }, text: en });
      expect(english, code).to.equal(ALERTS[code].shortMessage);
      expect(alertText({ alert: { code, message: '' }, text: de }), code)
        .to.be.a('string')
        .and.not.equal(english);
    }
    expect(alertText({ alert: { message: 'Saved' }, text: de })).to.equal('Saved');
  });

  it('an error’s alert text follows the language; other messages stay as given', () => {
    const timeout = new FrameTimeoutError({ reason: 'iframe_request_timeout' });
    expect(shownText({ message: timeout.shortMessage })).to.equal('Wallet Request Timeout');
    coreTranslationStore.set(de);
    expect(timeout.shortMessage).to.equal('Wallet Request Timeout');
    expect(shownText({ message: timeout.shortMessage })).to.equal(de.alertWalletRequestTimeout);
    expect(embeddedWalletErrorMessage(timeout)).to.equal(de.alertWalletRequestTimeout);
    expect(embeddedWalletErrorMessage('not an error')).to.equal(de.somethingWentWrong);
    expect(shownText({ message: 'Invalid code' })).to.equal('Invalid code');
    // The auth server's rate limit, passed on by the frame in SPEC §8's English.
    expect(
      embeddedWalletErrorMessage(new FrameRequestError({ message: 'Please try again after 12 seconds' })),
    ).to.equal(de.retryAfterSeconds(12));
  });

  it('the sign-in refuses a bad address, a too-early code and a blocked popup in the active language', async () => {
    coreTranslationStore.set(de);
    // The last code went out 12 s ago: the next one waits (SPEC §8 "Please try again after {n} seconds").
    let lastEmailLoginTime: number | undefined;
    const storage = {
      get: (key: string) => (key === 'lastEmailLoginTime' ? lastEmailLoginTime : undefined),
      set: () => undefined,
    };
    const controller = new EmbeddedWalletController({
      store: embeddedWalletStore,
      loadClient: async () => {
        throw new Error('not asked');
      },
      storage,
      events: { track: () => undefined },
      router: { push: () => undefined, goBack: () => undefined, current: undefined },
      connectorIds: () => [],
      now: () => 10_000,
    } as unknown as ConstructorParameters<typeof EmbeddedWalletController>[0]);
    await controller.connectEmail({ email: 'ada@' });
    expect(embeddedWalletStore.get().error).to.equal(de.invalidEmail);
    lastEmailLoginTime = 10_000 - 12_000;
    expect(controller.cooldownSeconds()).to.be.greaterThan(0);
    await controller.connectEmail({ email: 'ada@example.com' });
    expect(embeddedWalletStore.get().error).to.equal(de.retryAfterSeconds(controller.cooldownSeconds()));
    expect(embeddedWalletStore.get().error).to.match(/^Bitte/);
    await controller.connectSocial({ provider: 'github', popup: undefined });
    expect(embeddedWalletStore.get().error).to.equal(de.socialPopupBlocked);
  });
});
