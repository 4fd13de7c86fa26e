import { expect } from '@open-wc/testing';
import type { LocaleCode } from '../../src/index.js';
import { UnsupportedLocaleError } from '../../src/messages.js';
import { setupAppKit, type AppKitFixture } from '../helpers/setup-app-kit.js';

// Issue 20 part 3: a dapp catches setLocale's refusal by the class the package exports (the
// `./messages` entry: in the main one it would weigh on the first chunk), and types its language
// choice with the main entry's LocaleCode.
describe('the languages in the public entry', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('setLocale refuses a language without a table with the exported UnsupportedLocaleError', async () => {
    fixture = await setupAppKit({ wallet: false });
    const supported: LocaleCode = 'en';
    await fixture.appKit.setLocale(supported);
    let refused: unknown;
    await fixture.appKit.setLocale('fr').catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(UnsupportedLocaleError);
    expect((refused as UnsupportedLocaleError).locale).to.equal('fr');
    expect(fixture.appKit.getLocale()).to.equal('en');
  });
});
