// One run of the peer's page for `npm run bench -- --peer DIR` (issue 14 part 3, "relative to
// RainbowKit"): measure-page-load.mjs's run (fresh context, CPU throttling set before navigation,
// click once the network is quiet, the page's own records), with RainbowKit's button as the thing
// clicked, and the requests that left loopback counted: the browser's flags make them fail, and
// RainbowKit's WalletConnect connector tries them all the same.
import { measurePageLoad } from './measure-page-load.mjs';
import { servePeer } from './serve-peer.mjs';

const PEER_BUTTON = { selector: '[data-testid="rk-connect-button"]', name: "RainbowKit's connect button" };
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const isLoopback = (url) => /^(data|blob):/.test(url) || LOOPBACK_HOSTS.has(new URL(url).hostname);

/**
 * Serves the peer's page from `peerDir` and resolves to the page as bench.mjs's columns take it
 * (`measure` is this file's `measurePeerLoad`).
 *
 * @example
 * const peer = await openPeerPage({ root: process.cwd(), peerDir: '/tmp/peer-bench/dist' });
 */
export async function openPeerPage({ root, peerDir }) {
  const server = await servePeer({ root, peerDir });
  return { key: 'peer', label: 'RainbowKit', url: `${server.origin}/`, ...server, measure: measurePeerLoad };
}

/**
 * Loads the peer's page once, as measurePageLoad loads ours, and resolves to the same numbers plus
 * `failedRequests` (the requests off loopback, all failed, through the list's paint) and `leaked` (requests off
 * loopback that got an answer: none may, the browser's flags forbid it). Rejects when the page does not work.
 *
 * @example
 * const run = await measurePeerLoad({ browser, page: peer, cpuThrottlingRate: 4, gzippedSize });
 */
export function measurePeerLoad(parameters) {
  return measurePageLoad({ ...parameters, button: PEER_BUTTON, watch: watchOffLoopback });
}

/** Records requests and sockets off loopback until the returned function is called. */
function watchOffLoopback(page) {
  const failedRequests = [];
  const leaked = [];
  // Requests count until the page's record is read: closing the context aborts what is still in flight.
  let recording = true;
  // Loopback ones are left out as for our page (Playwright reports a HEAD that got its 200 as aborted).
  page.on('requestfailed', (request) => {
    if (recording && !isLoopback(request.url())) failedRequests.push(`${request.method()} ${request.url()}`);
  });
  page.on('requestfinished', (request) => {
    if (!isLoopback(request.url())) leaked.push(`${request.method()} ${request.url()}`);
  });
  // WebSockets (WalletConnect's relay) are no requests to Playwright: one opened off loopback counts
  // as tried (it cannot connect), and as leaked if a frame came back.
  page.on('websocket', (socket) => {
    if (!recording || isLoopback(socket.url())) return;
    failedRequests.push(`WS ${socket.url()}`);
    socket.once('framereceived', () => leaked.push(`WS ${socket.url()}`));
  });
  return () => {
    recording = false;
    return { failedRequests, leaked };
  };
}
