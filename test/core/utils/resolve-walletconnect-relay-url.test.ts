import { expect } from '@open-wc/testing';
import { resolveWalletConnectRelayUrl } from '../../../src/core/utils/resolve-walletconnect-relay-url.js';

describe('resolveWalletConnectRelayUrl', () => {
  it("defaults to the reference server's /relay, http becoming ws and https wss", () => {
    expect(resolveWalletConnectRelayUrl({ projectId: 'p', apiUrl: 'http://127.0.0.1:8787' })).to.equal(
      'ws://127.0.0.1:8787/relay',
    );
    expect(resolveWalletConnectRelayUrl({ projectId: 'p', apiUrl: 'https://api.example/base/' })).to.equal(
      'wss://api.example/base/relay',
    );
  });

  it('takes the configured relay over the server URL', () => {
    expect(
      resolveWalletConnectRelayUrl({
        projectId: 'p',
        apiUrl: 'http://127.0.0.1:8787',
        walletConnect: { relayUrl: 'wss://relay.walletconnect.org' },
      }),
    ).to.equal('wss://relay.walletconnect.org');
    expect(
      resolveWalletConnectRelayUrl({ projectId: 'p', walletConnect: { relayUrl: 'ws://localhost:9000/relay' } }),
    ).to.equal('ws://localhost:9000/relay');
  });

  it('offers no WalletConnect without a project id, without a relay, or with a relay that is not a WebSocket URL', () => {
    expect(resolveWalletConnectRelayUrl({ projectId: '', apiUrl: 'http://127.0.0.1:8787' })).to.equal(undefined);
    expect(resolveWalletConnectRelayUrl({ projectId: 'p' })).to.equal(undefined);
    expect(resolveWalletConnectRelayUrl({ projectId: 'p', walletConnect: {} })).to.equal(undefined);
    expect(
      resolveWalletConnectRelayUrl({ projectId: 'p', walletConnect: { relayUrl: 'https://relay.example' } }),
    ).to.equal(undefined);
    expect(resolveWalletConnectRelayUrl({ projectId: 'p', apiUrl: 'not a url' })).to.equal(undefined);
  });
});
