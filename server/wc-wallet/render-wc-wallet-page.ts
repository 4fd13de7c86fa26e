import { WC_TEST_WALLET, WC_WALLET_PATH } from './wc-test-wallet.js';

/** The page's script (wc-wallet-routes.ts serves the bundle of page/main.ts there). */
export const WC_WALLET_SCRIPT_PATH = `${WC_WALLET_PATH}wallet.js`;

const STYLES = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 52rem; padding: 0 1rem; color: #1b1d21; }
header { border-bottom: 2px solid #c4302b; margin-bottom: 1rem; }
.badge { display: inline-block; background: #c4302b; color: #fff; border-radius: 4px; padding: 0 .4rem; font-size: 12px; }
section { margin: 1.25rem 0; }
article { border: 1px solid #ccd; border-radius: 8px; padding: .5rem .9rem; margin: .5rem 0; }
h3 { margin: .25rem 0 .5rem; font-size: 15px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 .5rem; }
dt { color: #555; } dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
dt + dd ~ dd { grid-column: 2; }
.buttons { display: flex; gap: .5rem; flex-wrap: wrap; }
form { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
input { flex: 1; min-width: 16rem; font: 13px ui-monospace, monospace; padding: .3rem; }
button { font: inherit; padding: .3rem .8rem; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 2px solid #1a5fd0; outline-offset: 2px; }
#status[data-state="error"] { color: #b00020; }
#log { font: 12px ui-monospace, monospace; color: #444; }
`;

/**
 * The test wallet page's HTML: a dev-only notice, the accounts, the pairing form, and the places
 * page/main.ts fills (proposals, requests, sessions, a log). No inline script (the page's CSP
 * allows scripts from this server only); the script is a module, so it runs after parsing.
 *
 * @example
 * c.html(renderWcWalletPage());
 */
export function renderWcWalletPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${WC_TEST_WALLET.name}: dev only</title>
<style>${STYLES}</style>
<script type="module" src="${WC_WALLET_SCRIPT_PATH}"></script></head>
<body>
<header><h1>${WC_TEST_WALLET.name}</h1>
<p><span class="badge">dev only</span> A test wallet for this server's local WalletConnect relay (<code id="relay-url"></code>),
built on <code>@walletconnect/sign-client</code> 2.21.8. Only dapps on the same relay reach it. Its keys are public
dev keys: never use them on a real chain. Open it from the modal (its entry in the dev directory) or paste a <code>wc:</code> URI.</p></header>
<main>
<section aria-labelledby="accounts-title"><h2 id="accounts-title">Accounts</h2><div id="accounts"></div></section>
<section aria-labelledby="pair-title"><h2 id="pair-title">Pair with a dapp</h2>
<form id="pair-form"><label for="pair-uri">WalletConnect URI</label>
<input id="pair-uri" name="uri" autocomplete="off" spellcheck="false" placeholder="wc:…">
<button id="pair-button" type="submit" disabled>Pair</button></form>
<p id="status" role="status" data-state="starting">Loading…</p></section>
<section aria-labelledby="proposals-title"><h2 id="proposals-title">Session proposals</h2><div id="proposals"></div></section>
<section aria-labelledby="requests-title"><h2 id="requests-title">Requests</h2><div id="requests"></div></section>
<section aria-labelledby="sessions-title"><h2 id="sessions-title">Sessions</h2><div id="sessions"></div></section>
<section aria-labelledby="log-title"><h2 id="log-title">Log</h2><ol id="log" reversed></ol></section>
</main>
</body></html>
`;
}
