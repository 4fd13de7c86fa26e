import { expect } from '@open-wc/testing';
import { hasStoredWalletConnectSession } from '../../src/client/has-stored-walletconnect-session.js';

const NOW = 1_700_000_000_000;

function backendWith(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

function storedSession(expiry: number): string {
  return JSON.stringify({ symKey: 'ab'.repeat(32), session: { topic: 'cd'.repeat(32), expiry, namespaces: {} } });
}

describe('hasStoredWalletConnectSession', () => {
  it('says yes for a session under @appkit/wc/session that has not expired', () => {
    const backend = backendWith({ '@appkit/wc/session': storedSession(NOW / 1000 + 3600) });
    expect(hasStoredWalletConnectSession({ backend, now: NOW })).to.equal(true);
  });

  it('says no for a first visit, an expired session or another key', () => {
    expect(hasStoredWalletConnectSession({ backend: backendWith({}), now: NOW })).to.equal(false);
    expect(
      hasStoredWalletConnectSession({
        backend: backendWith({ '@appkit/wc/session': storedSession(NOW / 1000 - 1) }),
        now: NOW,
      }),
    ).to.equal(false);
    expect(
      hasStoredWalletConnectSession({
        backend: backendWith({ '@appkit/wc/clientSeed': JSON.stringify('ef'.repeat(32)) }),
        now: NOW,
      }),
    ).to.equal(false);
  });

  it('says no, without throwing, for a corrupt value or storage that cannot be read', () => {
    expect(hasStoredWalletConnectSession({ backend: backendWith({ '@appkit/wc/session': '{oops' }) })).to.equal(false);
    expect(hasStoredWalletConnectSession({ backend: backendWith({ '@appkit/wc/session': 'null' }) })).to.equal(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(hasStoredWalletConnectSession({ backend: throwing })).to.equal(false);
  });
});
