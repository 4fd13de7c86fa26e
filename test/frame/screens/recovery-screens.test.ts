import { expect } from '@open-wc/testing';
import { newPassphraseParams } from '../../../frame/src/custody/passphrase-recovery-key.js';
import { RecoveryKeyInvalidError } from '../../../frame/src/errors/recovery-key-invalid-error.js';
import { ScreenCancelledError } from '../../../frame/src/errors/screen-cancelled-error.js';
import { askForRecoveryKey } from '../../../frame/src/screens/ask-for-recovery-key.js';
import { chooseRecoveryMethod, type RecoveryChoice } from '../../../frame/src/screens/choose-recovery-method.js';
import { createScreenHost } from '../../../frame/src/screens/create-screen-host.js';
import { rejection } from '../../helpers/rejection.js';

const byTestId = (id: string) => {
  const node = document.querySelector(`[data-testid="${id}"]`);
  if (!node) throw new Error(`no [data-testid="${id}"] on screen`);
  return node as HTMLElement;
};
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error('the screen did not get there');
};
const type = (id: string, value: string) => {
  const input = byTestId(id) as HTMLInputElement;
  input.value = value;
};

describe('the frame’s recovery-key screens (issue "Hardening" part 10)', () => {
  afterEach(() => document.body.classList.remove('has-screen'));

  it('askForRecoveryKey: a wrong passphrase says so and stays; the right one resolves; the screen is removed', async () => {
    const screens = createScreenHost();
    const params = newPassphraseParams();
    const tried: string[] = [];
    let accept = false;
    const done = screens.show((screen) =>
      askForRecoveryKey({
        screen,
        params,
        attempt: async (key) => {
          tried.push(Array.from(key.slice(0, 4)).join(','));
          if (!accept) throw new RecoveryKeyInvalidError();
        },
      }),
    );
    expect(document.body.classList.contains('has-screen'), 'the approval root hides under a screen').to.equal(true);
    type('recovery-passphrase', 'the wrong passphrase');
    byTestId('recovery-unlock').click();
    await until(() => !byTestId('recovery-error').hidden);
    expect(byTestId('recovery-error').textContent).to.contain('does not open this wallet');
    accept = true;
    type('recovery-passphrase', 'the right passphrase!');
    byTestId('recovery-unlock').click();
    await done;
    expect(tried).to.have.length(2);
    expect(tried[0]).to.not.equal(tried[1]);
    expect(document.querySelector('[data-testid="recovery-key-screen"]')).to.equal(null);
    expect(document.body.classList.contains('has-screen')).to.equal(false);
  });

  it('askForRecoveryKey: Cancel and a cancel from outside (the modal closed) reject with ScreenCancelledError', async () => {
    const screens = createScreenHost();
    const params = newPassphraseParams();
    const first = screens.show((screen) => askForRecoveryKey({ screen, params, attempt: async () => undefined }));
    byTestId('recovery-cancel').click();
    expect(await rejection(first)).to.be.instanceOf(ScreenCancelledError);
    const second = screens.show((screen) => askForRecoveryKey({ screen, params, attempt: async () => undefined }));
    screens.cancel();
    expect(await rejection(second)).to.be.instanceOf(ScreenCancelledError);
    expect(screens.open).to.equal(false);
  });

  it('chooseRecoveryMethod: a passphrase typed twice differently is refused before anything is made; the same twice is applied', async () => {
    const screens = createScreenHost();
    const applied: RecoveryChoice[] = [];
    const done = screens.show((screen) =>
      chooseRecoveryMethod({ screen, current: 'server-escrow', apply: async (choice) => void applied.push(choice) }),
    );
    expect((byTestId('recovery-choose-server-escrow') as HTMLButtonElement).disabled, 'the current choice').to.equal(
      true,
    );
    expect(byTestId('recovery-current').textContent).to.contain('custodial');
    byTestId('recovery-choose-passphrase').click();
    type('recovery-new-passphrase', 'first passphrase');
    type('recovery-repeat-passphrase', 'other passphrase');
    byTestId('recovery-save-passphrase').click();
    expect(byTestId('recovery-error').textContent).to.equal('The two passphrases differ');
    expect(applied).to.deep.equal([]);
    type('recovery-repeat-passphrase', 'first passphrase');
    byTestId('recovery-save-passphrase').click();
    expect(await done).to.equal('passphrase');
    expect(applied).to.deep.equal([{ method: 'passphrase', passphrase: 'first passphrase' }]);
  });
});
