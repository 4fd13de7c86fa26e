import type { RecoveryParams } from '../../../src/core/protocol/index.js';
import {
  derivePassphraseRecoveryKey,
  getPasskeyRecoveryKey,
  zeroize,
  type PassphraseRecoveryParams,
} from '../custody/index.js';
import { ScreenCancelledError } from '../errors/screen-cancelled-error.js';
import { createScreenElement as h } from './create-screen-element.js';
import type { FrameScreen } from './create-screen-host.js';
import { describeScreenError } from './describe-screen-error.js';
import { frameText } from './frame-locale.js';

export interface AskForRecoveryKeyParameters {
  screen: FrameScreen;
  /** The wallet's user-held recovery key: how to derive it again. */
  params: RecoveryParams;
  /** Opens the wallet with the key; throws RecoveryKeyInvalidError (and others) to let the visitor retry. */
  attempt(recoveryKey: Uint8Array): Promise<void>;
}

/** What askForRecoveryKey rejects with: Cancel or Escape (a wrong key is shown on the screen, not thrown). */
export type AskForRecoveryKeyErrorType = ScreenCancelledError;

/**
 * The screen that takes the user's own recovery key, on the frame's origin only (never in the
 * dapp's modal): a passphrase field, or a button for the passkey. A wrong key says so and lets the
 * visitor try again; Cancel rejects with ScreenCancelledError. The derived key is zeroed after
 * each try.
 *
 * @example
 * await askForRecoveryKey({ screen, params, attempt: (key) => vault.recoverWithKey(key) });
 */
export function askForRecoveryKey({ screen, params, attempt }: AskForRecoveryKeyParameters): Promise<void> {
  const text = frameText();
  return new Promise((resolve, reject) => {
    const isPassphrase = 'kdf' in params;
    const section = h('section', { className: 'approval screen', testId: 'recovery-key-screen' });
    const title = h('h1', { text: text.unlockTitle });
    const intro = h('p', { className: 'note', text: text.unlockIntro });
    const error = h('p', { className: 'warning', testId: 'recovery-error', attributes: { role: 'alert' } });
    error.hidden = true;
    // No <form>: the frame's sandbox has no allow-forms (and its CSP says form-action 'none').
    const form = h('div', { className: 'fields' });
    const input = h('input', {
      testId: 'recovery-passphrase',
      attributes: {
        type: 'password',
        autocomplete: 'current-password',
        'aria-label': text.passphraseLabel,
        placeholder: text.passphraseLabel,
      },
    });
    const submit = h('button', {
      className: 'primary',
      text: isPassphrase ? text.unlockPassphrase : text.unlockPasskey,
      testId: isPassphrase ? 'recovery-unlock' : 'recovery-passkey',
      attributes: { type: 'button' },
    });
    const cancel = h('button', {
      className: 'secondary',
      text: text.cancel,
      testId: 'recovery-cancel',
      attributes: { type: 'button' },
    });
    if (isPassphrase) form.append(input);
    const footer = h('footer');
    footer.append(cancel, submit);
    form.append(footer);
    section.append(title, intro, form, error);
    screen.element.replaceChildren(section);
    (isPassphrase ? input : submit).focus();

    const setBusy = (busy: boolean) => {
      submit.disabled = busy;
      input.disabled = busy;
      submit.textContent = busy ? text.working : isPassphrase ? text.unlockPassphrase : text.unlockPasskey;
    };
    const onSubmit = async () => {
      if (submit.disabled) return;
      error.hidden = true;
      setBusy(true);
      let recoveryKey: Uint8Array | undefined;
      try {
        recoveryKey = isPassphrase
          ? await derivePassphraseRecoveryKey({ passphrase: input.value, params: params as PassphraseRecoveryParams })
          : await getPasskeyRecoveryKey({ params: params as Exclude<RecoveryParams, PassphraseRecoveryParams> });
        await attempt(recoveryKey);
        input.value = '';
        resolve();
      } catch (failure) {
        error.textContent = describeScreenError(failure);
        error.hidden = false;
        setBusy(false);
        input.select();
      } finally {
        if (recoveryKey) zeroize(recoveryKey);
      }
    };
    submit.addEventListener('click', () => void onSubmit());
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') void onSubmit();
    });
    cancel.addEventListener('click', () => reject(new ScreenCancelledError()));
    section.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') reject(new ScreenCancelledError());
    });
  });
}
