// The peer's page as `npm run bench -- --peer DIR` loads it: the page built by
// scripts/bench/peer/build-rainbowkit-page.mjs with the measuring script of scripts/bench/bench-page.html
// put in its head, so both pages measure themselves with the same code (the same clock, observers,
// paint detection and fake EIP-6963 wallet). Only the two element predicates differ. Pure: a test
// feeds it the real bench page.

/** Where the peer's page wants the measuring script (build-rainbowkit-page.mjs writes it first in its head). */
export const PEER_PROBE_MARKER = '<!-- bench: measuring script -->';

// RainbowKit renders in the light DOM. Its <ConnectButton /> sits in the DOM at opacity 0 until its
// state is ready, so the button counts once it is also visible. Its wallet list counts as ours
// does: the frame in which a wallet option of the Connect dialog is first laid out (its fade-in, like
// our modal's, may still run).
const PEER_PREDICATES = {
  buttonReady: `const buttonReady = () => {
      const button = document.querySelector('[data-testid="rk-connect-button"]');
      return Boolean(button && hasSize(button) && button.checkVisibility({ opacityProperty: true }) && button.textContent.trim());
    };`,
  connectViewReady: `const connectViewReady = () => {
      const option = document.querySelector('[role="dialog"] [data-testid^="rk-wallet-option-"]');
      return Boolean(option && hasSize(option));
    };`,
};

/**
 * `peerPage` (HTML holding PEER_PROBE_MARKER) with bench-page.html's measuring script in place of
 * the marker, its button and wallet-list predicates swapped for RainbowKit's. Throws when
 * `benchPage` no longer has the script or a predicate, or `peerPage` has no marker: a silent
 * mismatch would measure something else.
 *
 * @example
 * peerBenchPage({ benchPage: readFileSync('scripts/bench/bench-page.html', 'utf8'), peerPage: readFileSync('DIR/dist/index.html', 'utf8') })
 */
export function peerBenchPage({ benchPage, peerPage }) {
  const probe = /<script>\s*\/\/ Measured here[\s\S]*?<\/script>/.exec(benchPage)?.[0];
  if (!probe)
    throw new Error('scripts/bench/bench-page.html has no measuring <script> ("// Measured here") in its head');
  if (!peerPage.includes(PEER_PROBE_MARKER)) throw new Error(`the peer page has no ${PEER_PROBE_MARKER}`);
  const swapped = Object.entries(PEER_PREDICATES).reduce((script, [name, replacement]) => {
    const definition = new RegExp(`const ${name} = \\(\\) => \\{[\\s\\S]*?\\n\\s*\\};`);
    if (!definition.test(script))
      throw new Error(`the bench page's measuring script has no \`const ${name} = () => {…};\``);
    return script.replace(definition, () => replacement);
  }, probe);
  return peerPage.replace(PEER_PROBE_MARKER, () => swapped);
}
