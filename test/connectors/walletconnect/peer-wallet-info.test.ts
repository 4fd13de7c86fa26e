import { expect } from '@open-wc/testing';
import { readPeerWalletInfo } from '../../../src/connectors/walletconnect/peer-wallet-info.js';
import type {
  WalletConnectMetadata,
  WalletConnectSession,
} from '../../../src/connectors/walletconnect/walletconnect-types.js';

function sessionWith(metadata: Partial<WalletConnectMetadata>): WalletConnectSession {
  return {
    topic: 'a'.repeat(64),
    pairingTopic: 'b'.repeat(64),
    expiry: 2_000_000_000,
    peer: { publicKey: 'c'.repeat(64), metadata: { name: '', description: '', url: '', icons: [], ...metadata } },
    namespaces: {},
  };
}

const iconOf = (icons: unknown[]) =>
  readPeerWalletInfo({ session: sessionWith({ name: 'Wallet', icons: icons as string[] }) })?.icon;

describe('readPeerWalletInfo', () => {
  it("gives the peer's name and first icon", () => {
    const session = sessionWith({
      name: 'Rainbow',
      icons: ['https://rainbow.me/icon.png', 'https://rainbow.me/other.png'],
    });
    expect(readPeerWalletInfo({ session })).to.deep.equal({ name: 'Rainbow', icon: 'https://rainbow.me/icon.png' });
  });

  it('keeps a name that looks like markup as the same text', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(readPeerWalletInfo({ session: sessionWith({ name }) })).to.deep.equal({ name });
  });

  it('keeps an https: icon, or http: on a loopback host', () => {
    expect(iconOf(['https://wallet.example/icon.png'])).to.equal('https://wallet.example/icon.png');
    expect(iconOf(['http://localhost:8787/icon.png'])).to.equal('http://localhost:8787/icon.png');
    expect(iconOf(['http://127.0.0.1:8787/icon.png'])).to.equal('http://127.0.0.1:8787/icon.png');
    expect(iconOf(['http://[::1]:8787/icon.png'])).to.equal('http://[::1]:8787/icon.png');
  });

  it('drops every other icon: plain http elsewhere, scripts, data, relative or no URL', () => {
    for (const icon of [
      'http://wallet.example/icon.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'blob:https://wallet.example/1',
      '/icon.png',
      '',
      42,
      null,
    ])
      expect(iconOf([icon]), String(icon)).to.equal(undefined);
    expect(iconOf([]), 'no icons').to.equal(undefined);
  });

  it('looks only at the first icon: a safe second one does not replace an unsafe first', () => {
    expect(iconOf(['javascript:alert(1)', 'https://wallet.example/icon.png'])).to.equal(undefined);
  });

  it('gives nothing without a session or a name, so Account falls back to the connector', () => {
    expect(readPeerWalletInfo({ session: undefined })).to.equal(undefined);
    expect(readPeerWalletInfo({ session: sessionWith({ name: '  ' }) })).to.equal(undefined);
    expect(
      readPeerWalletInfo({
        session: sessionWith({ name: 7 as unknown as string, icons: ['https://x.example/i.png'] }),
      }),
    ).to.equal(undefined);
  });
});
