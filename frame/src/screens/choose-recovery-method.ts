import { ScreenCancelledError } from '../errors/screen-cancelled-error.js';
import type { RecoveryMethod } from '../wallet/recovery-set.js';
import { createScreenElement as h } from './create-screen-element.js';
import type { FrameScreen } from './create-screen-host.js';
import { describeScreenError } from './describe-screen-error.js';
import { frameText } from './frame-locale.js';

/** What the visitor chose; a passphrase is handed over only to be derived at once. */
export type RecoveryChoice =
  { method: 'passkey-prf' } | { method: 'passphrase'; passphrase: string } | { method: 'server-escrow' };

export interface ChooseRecoveryMethodParameters {
  screen: FrameScreen;
  current: RecoveryMethod;
  /** Makes the new recovery key and stores the new recovery set; throws to let the visitor retry. */
  apply(choice: RecoveryChoice): Promise<void>;
}

/** What chooseRecoveryMethod rejects with: Cancel or Escape (a failed try is shown on the screen, not thrown). */
export type ChooseRecoveryMethodErrorType = ScreenCancelledError;

/**
 * The screen where the visitor picks how the wallet's recovery key is kept (issue "Hardening"
 * part 10), on the frame's origin only: a passkey, a passphrase (typed twice, at least 12
 * characters), or the app's server (custodial), each with who can restore the wallet. Resolves
 * with the method once it is stored; Cancel rejects with ScreenCancelledError.
 *
 * @example
 * const method = await chooseRecoveryMethod({ screen, current: 'server-escrow', apply });
 */
export function chooseRecoveryMethod({
  screen,
  current,
  apply,
}: ChooseRecoveryMethodParameters): Promise<RecoveryMethod> {
  const text = frameText();
  return new Promise((resolve, reject) => {
    const section = h('section', { className: 'approval screen', testId: 'recovery-method-screen' });
    const error = h('p', { className: 'warning', testId: 'recovery-error', attributes: { role: 'alert' } });
    error.hidden = true;
    const option = (method: RecoveryMethod, label: string, detail: string) => {
      const button = h('button', {
        className: 'option',
        testId: `recovery-choose-${method}`,
        attributes: { type: 'button' },
      });
      button.append(h('strong', { text: label }), h('span', { text: detail }));
      button.disabled = method === current && method !== 'passphrase';
      return button;
    };
    const passkey = option('passkey-prf', text.usePasskey, text.usePasskeyDetail);
    const passphrase = option('passphrase', text.usePassphrase, text.usePassphraseDetail);
    const server = option('server-escrow', text.useServer, text.useServerDetail);
    // No <form>: the frame's sandbox has no allow-forms (and its CSP says form-action 'none').
    const form = h('div', { className: 'fields', testId: 'recovery-passphrase-form' });
    const first = h('input', {
      testId: 'recovery-new-passphrase',
      attributes: {
        type: 'password',
        autocomplete: 'new-password',
        'aria-label': text.passphraseLabel,
        placeholder: text.passphraseLabel,
      },
    });
    const second = h('input', {
      testId: 'recovery-repeat-passphrase',
      attributes: {
        type: 'password',
        autocomplete: 'new-password',
        'aria-label': text.passphraseRepeatLabel,
        placeholder: text.passphraseRepeatLabel,
      },
    });
    const save = h('button', {
      className: 'primary',
      text: text.savePassphrase,
      testId: 'recovery-save-passphrase',
      attributes: { type: 'button' },
    });
    form.append(first, second, save);
    form.hidden = true;
    const cancel = h('button', {
      className: 'secondary',
      text: text.cancel,
      testId: 'recovery-cancel',
      attributes: { type: 'button' },
    });
    const footer = h('footer');
    footer.append(cancel);
    section.append(
      h('h1', { text: text.recoveryTitle }),
      h('p', { className: 'note', text: text.recoveryIntro }),
      h('p', { className: 'note', text: text.recoveryNow(text.methodNames[current]), testId: 'recovery-current' }),
      passkey,
      passphrase,
      form,
      server,
      error,
      footer,
    );
    screen.element.replaceChildren(section);
    passkey.focus();

    const buttons = [passkey, passphrase, server, save, cancel];
    const run = async (choice: RecoveryChoice) => {
      error.hidden = true;
      const disabled = buttons.map((button) => button.disabled);
      buttons.forEach((button) => (button.disabled = true));
      try {
        await apply(choice);
        first.value = second.value = '';
        resolve(choice.method);
      } catch (failure) {
        error.textContent = describeScreenError(failure);
        error.hidden = false;
        buttons.forEach((button, index) => (button.disabled = disabled[index]!));
      }
    };
    passkey.addEventListener('click', () => void run({ method: 'passkey-prf' }));
    server.addEventListener('click', () => void run({ method: 'server-escrow' }));
    passphrase.addEventListener('click', () => {
      form.hidden = false;
      first.focus();
    });
    const onSave = () => {
      if (first.value !== second.value) {
        error.textContent = text.passphraseMismatch;
        error.hidden = false;
        return;
      }
      void run({ method: 'passphrase', passphrase: first.value });
    };
    save.addEventListener('click', onSave);
    second.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') onSave();
    });
    cancel.addEventListener('click', () => reject(new ScreenCancelledError()));
    section.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') reject(new ScreenCancelledError());
    });
  });
}
