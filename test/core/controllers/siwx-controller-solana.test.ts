import { expect } from '@open-wc/testing';
import { Keypair } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import { verifyMessageSignature } from '@solana/wallet-standard-util';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import { $siwx } from '../../../src/core/stores/siwx-store.js';
import type { SiwxConfig, SiwxSession } from '../../../src/core/types/siwx.js';
import { decodeBase58 } from '../../../src/core/utils/base58.js';
import { defineSolanaNetwork } from '../../../src/index.js';
import { createSolanaTestWallet } from '../../helpers/solana-test-wallet/index.js';
import { requestAppControllers, setupAppKit, waitUntil, type AppKitFixture } from '../../helpers/setup-app-kit.js';

// No cluster: signing a message needs none.
const offlineSolana = defineSolanaNetwork({
  genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:9',
  testnet: true,
});

describe('SiwxController with a Solana wallet (Wallet Standard solana:signMessage)', () => {
  let fixture: AppKitFixture | undefined;
  let unregister: (() => void) | undefined;
  afterEach(() => {
    fixture?.teardown();
    unregister?.();
    fixture = undefined;
    unregister = undefined;
  });

  it('signs the Sign-In-With-Solana text; the dapp verifies the base58 ed25519 signature', async () => {
    const keypair = Keypair.fromSeed(new Uint8Array(32).fill(9));
    const wallet = createSolanaTestWallet({
      secretKey: keypair.secretKey,
      rpcUrl: 'http://127.0.0.1:9',
      storageKey: 'siwx-solana-wallet',
    });
    unregister = getWallets().register(wallet.wallet);
    const sessions: SiwxSession[] = [];
    // The dapp's own backend: it checks the signature over the exact text before keeping the session.
    const config: SiwxConfig = {
      async createMessage({ accountAddress, chainId }) {
        const data = {
          accountAddress,
          chainId,
          domain: location.host,
          uri: location.origin,
          version: '1' as const,
          nonce: 'solananonce1',
          issuedAt: new Date().toISOString(),
        };
        return { ...data, serializedMessage: formatSiwxMessage({ data }) };
      },
      async addSession(session) {
        const message = new TextEncoder().encode(session.message);
        const valid = verifyMessageSignature({
          message,
          signedMessage: message,
          signature: decodeBase58(session.signature),
          publicKey: decodeBase58(session.data.accountAddress),
        });
        if (!valid) throw new Error('bad signature');
        sessions.push(session);
      },
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async (chainId, address) =>
        sessions.filter((session) => session.data.chainId === chainId && session.data.accountAddress === address),
    };
    fixture = await setupAppKit({ wallet: false, options: { networks: [offlineSolana], siwx: config } });
    const connectorId = `solana:${wallet.wallet.name}`;
    // Solana discovery is a lazy chunk: the connector appears once it has loaded.
    await requestAppControllers().connectors.waitFor({ id: connectorId, timeoutMs: 5000 });
    await requestAppControllers().connection.connect({ connectorId });
    await waitUntil(() => expect($siwx.get().status).to.equal('ready'));
    expect($siwx.get().message?.serializedMessage).to.contain('wants you to sign in with your Solana account:');
    await requestAppControllers().siwx!.sign();
    expect($siwx.get()).to.deep.equal({ status: 'idle' });
    expect(sessions.map((session) => [session.data.chainId, session.data.accountAddress])).to.deep.equal([
      [offlineSolana.caipNetworkId, keypair.publicKey.toBase58()],
    ]);
  });
});
