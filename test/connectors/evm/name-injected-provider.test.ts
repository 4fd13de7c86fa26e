import { expect } from '@open-wc/testing';
import { nameInjectedProvider } from '../../../src/connectors/evm/name-injected-provider.js';
import type { Eip1193Provider } from '../../../src/connectors/evm/eip1193.js';

const provider = (flags: Record<string, unknown>) =>
  ({ request: async () => null, ...flags }) as unknown as Eip1193Provider;

describe('nameInjectedProvider', () => {
  it('names a wallet by its well-known flag, the specific one before isMetaMask', () => {
    expect(nameInjectedProvider({ provider: provider({ isMetaMask: true }) })).to.equal('MetaMask');
    expect(nameInjectedProvider({ provider: provider({ isMetaMask: true, isRabby: true }) })).to.equal('Rabby Wallet');
  });

  it("spells an unknown wallet's own flag", () => {
    expect(nameInjectedProvider({ provider: provider({ isTestWallet: true }) })).to.equal('Test Wallet');
  });

  it('is the generic Browser Wallet when no flag says which wallet it is', () => {
    expect(nameInjectedProvider({ provider: provider({ isConnected: () => true, isFoo: false }) })).to.equal(
      'Browser Wallet',
    );
  });
});
