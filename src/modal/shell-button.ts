import { LitElement } from 'lit';
import { $buttonMessages } from '../core/messages/button-messages-store.js';
import { $locale } from '../core/messages/locale-store.js';
import { $theme } from '../core/stores/theme-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { requestAppShell } from './app-shell-context.js';
import { applyTheme } from './apply-theme.js';

/**
 * What the page's buttons (<w3m-button> and its two halves, <w3m-network-button>) share: the theme
 * on the host, the buttons' texts, and the modal's chunks loading when a click is likely. One copy
 * in the initial chunk instead of one per button.
 */
export class ShellButton extends LitElement {
  protected readonly theme = new StoreController(this, $theme);
  protected readonly messages = new StoreController(this, $buttonMessages);

  constructor() {
    super();
    // A click is likely: the modal's chunks start loading now, so the click finds them ready.
    for (const type of ['pointerenter', 'focusin', 'pointerdown'] as const)
      this.addEventListener(type, () => requestAppShell(this)?.prefetch(), { passive: true });
    // Connecting swaps the connect button for the account button under the visitor's focus (issue 20
    // part 4). Only a focused button needs keeping, so the controller is a chunk loaded on the first
    // focus, long before a connection can swap the look: the initial chunk does not carry it.
    this.addEventListener(
      'focusin',
      () =>
        void import('../ui/keep-focus-controller.js').then(
          ({ KeepFocusController }) => new KeepFocusController(this),
          () => undefined,
        ),
      { once: true },
    );
  }

  override updated() {
    applyTheme(this, this.theme.value);
    // Arabic mirrors the button (issue 20 part 3). Its texts change with the language, so this runs
    // after every switch.
    if ($locale.get() === 'ar') this.dir = 'rtl';
    else if (this.dir === 'rtl') this.removeAttribute('dir');
  }
}
