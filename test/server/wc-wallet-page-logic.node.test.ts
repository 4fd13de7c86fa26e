import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { recoverTypedDataAddress, stringToHex, verifyMessage } from 'viem';
import { DEV_MNEMONIC, devAccounts } from '../../server/dev-accounts.js';
import { solanaDevKeypairs } from '../../server/chains/solana/dev-keypairs.js';
import { buildSessionNamespaces } from '../../server/wc-wallet/page/build-session-namespaces.js';
import { describeRequest } from '../../server/wc-wallet/page/describe-request.js';
import { handleEvmRequest } from '../../server/wc-wallet/page/handle-evm-request.js';
import { handleSolanaRequest } from '../../server/wc-wallet/page/handle-solana-request.js';
import { readPairingUri } from '../../server/wc-wallet/page/read-pairing-uri.js';
import { toJsonRpcError, userRejected } from '../../server/wc-wallet/page/wallet-request-error.js';
import {
  WC_WALLET_EVM_ACCOUNT,
  WC_WALLET_SOLANA_KEYPAIR_INDEX,
  wcWalletSolanaKeypair,
} from '../../server/wc-wallet/wc-wallet-accounts.js';
import { relayUrlOf, wcWalletUrl } from '../../server/wc-wallet/wc-test-wallet.js';

const SOLANA = 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG';
const EVM_ADDRESS = WC_WALLET_EVM_ACCOUNT.address;
const evm = { chainIds: [31337, 31338], address: EVM_ADDRESS };
const solana = { caipNetworkId: SOLANA, address: wcWalletSolanaKeypair.publicKey };

describe('the WalletConnect test wallet accounts', () => {
  it('uses index 12 of the dev mnemonic (hardhat funds 20; tests use 0–9), listed right', () => {
    const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: WC_WALLET_EVM_ACCOUNT.addressIndex });
    assert.equal(derived.address, EVM_ADDRESS);
    assert.equal(privateKeyToAccount(WC_WALLET_EVM_ACCOUNT.privateKey).address, EVM_ADDRESS);
    assert.ok(!devAccounts.some((account) => account.address === EVM_ADDRESS), 'not one of the listed dev accounts');
  });

  it('uses Solana dev keypair #8 (funded by the shim)', () => {
    assert.equal(WC_WALLET_SOLANA_KEYPAIR_INDEX, 8);
    assert.deepEqual(wcWalletSolanaKeypair, solanaDevKeypairs[8]);
  });

  it('derives the page and relay URLs from the server URL', () => {
    assert.equal(wcWalletUrl({ serverUrl: 'http://localhost:8787' }), 'http://localhost:8787/dev/wc-wallet/');
    assert.equal(relayUrlOf({ serverUrl: 'http://localhost:8787' }), 'ws://localhost:8787/relay');
    assert.equal(relayUrlOf({ serverUrl: 'https://api.example' }), 'wss://api.example/relay');
  });
});

describe('buildSessionNamespaces', () => {
  it('grants the requested dev chains with the account on each, the requested methods, and the wallet events', () => {
    const { namespaces, unsupportedChains } = buildSessionNamespaces({
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
          methods: ['personal_sign'],
          events: ['chainChanged'],
        },
        solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [] },
      },
      evm,
      solana,
    });
    assert.deepEqual(namespaces, {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
      solana: {
        chains: [SOLANA],
        accounts: [`${SOLANA}:${solana.address}`],
        methods: ['solana_signMessage'],
        events: [],
      },
    });
    assert.deepEqual(unsupportedChains, ['eip155:1']);
  });

  it('merges required and optional, and reads chains from namespace keys that are chains', () => {
    const { namespaces } = buildSessionNamespaces({
      requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_sendTransaction'], events: [] } },
      optionalNamespaces: { 'eip155:31338': { methods: ['personal_sign'], events: [] } },
      evm,
      solana,
    });
    assert.deepEqual(namespaces.eip155?.chains, ['eip155:31337', 'eip155:31338']);
    assert.deepEqual(namespaces.eip155?.methods, ['eth_sendTransaction', 'personal_sign']);
  });

  it('grants nothing for chains it does not serve (another Solana cluster, another namespace)', () => {
    const { namespaces, unsupportedChains } = buildSessionNamespaces({
      requiredNamespaces: {},
      optionalNamespaces: {
        solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
        cosmos: { chains: ['cosmos:cosmoshub-4'], methods: [], events: [] },
      },
      evm,
      solana,
    });
    assert.deepEqual(namespaces, {});
    assert.deepEqual(unsupportedChains, ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'cosmos:cosmoshub-4']);
  });
});

describe('describeRequest', () => {
  const cases: Array<[string, unknown, string]> = [
    ['personal_sign', [stringToHex('Hello <b>world</b>'), EVM_ADDRESS], 'Sign the message "Hello <b>world</b>"'],
    ['personal_sign', ['0xff00', EVM_ADDRESS], 'Sign the message "0xff00"'],
    [
      'eth_signTypedData_v4',
      [EVM_ADDRESS, JSON.stringify({ primaryType: 'Mail', domain: { name: 'Ether Mail', chainId: 31337 } })],
      'Sign typed data Mail for "Ether Mail" (chain 31337)',
    ],
    [
      'eth_sendTransaction',
      [{ to: '0x000000000000000000000000000000000000dEaD', value: '0x38d7ea4c68000', data: '0xabcd' }],
      'Send 0.001 ETH to 0x000000000000000000000000000000000000dEaD with 2 bytes of data',
    ],
    ['wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'Switch to chain 31338'],
    ['solana_signMessage', { message: base58.encode(new TextEncoder().encode('gm')) }, 'Sign the message "gm"'],
    ['solana_signTransaction', { transaction: base64.encode(new Uint8Array(150)) }, 'Sign a transaction (150 bytes)'],
    ['eth_sign', ['0x', '0x'], 'eth_sign: not supported by this wallet (Approve answers with an error)'],
    ['eth_sendTransaction', [{ value: 'not hex' }], 'eth_sendTransaction with parameters this wallet cannot read'],
  ];
  for (const [method, params, expected] of cases)
    it(`${method} → ${expected}`, () => assert.equal(describeRequest({ method, params }), expected));
});

describe('readPairingUri', () => {
  it('reads a wc: URI from ?uri= and ignores anything else', () => {
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1';
    assert.equal(readPairingUri({ search: `?uri=${encodeURIComponent(uri)}` }), uri);
    assert.equal(readPairingUri({ search: '?uri=javascript%3Aalert(1)' }), undefined);
    assert.equal(readPairingUri({ search: '' }), undefined);
  });
});

describe('handleEvmRequest', () => {
  const account = privateKeyToAccount(WC_WALLET_EVM_ACCOUNT.privateKey);
  const base = {
    chainId: 'eip155:31337',
    account,
    sessionChainIds: [31337, 31338],
    rpcUrl: () => 'http://127.0.0.1:1/unused',
    switchChain: async () => {},
  };

  it('personal_sign signs the hex message with the wallet key, in either parameter order', async () => {
    const message = stringToHex('hello');
    for (const params of [
      [message, EVM_ADDRESS],
      [EVM_ADDRESS, message],
    ]) {
      const signature = (await handleEvmRequest({ ...base, method: 'personal_sign', params })) as `0x${string}`;
      assert.ok(await verifyMessage({ address: EVM_ADDRESS, message: 'hello', signature }));
    }
  });

  it('eth_signTypedData_v4 signs typed data given as JSON text', async () => {
    const typedData = {
      domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const;
    const signature = (await handleEvmRequest({
      ...base,
      method: 'eth_signTypedData_v4',
      params: [EVM_ADDRESS, JSON.stringify(typedData)],
    })) as `0x${string}`;
    // The dapp listed EIP712Domain; viem derives the same domain type from the domain's fields.
    const { domain, types, primaryType, message } = typedData;
    assert.equal(
      await recoverTypedDataAddress({ domain, types: { Mail: types.Mail }, primaryType, message, signature }),
      EVM_ADDRESS,
    );
  });

  it('wallet_switchEthereumChain switches within the session, 4902 outside it', async () => {
    const switched: number[] = [];
    const switchChain = async (chainId: number) => void switched.push(chainId);
    const params = [{ chainId: '0x7a6a' }];
    assert.equal(await handleEvmRequest({ ...base, switchChain, method: 'wallet_switchEthereumChain', params }), null);
    assert.deepEqual(switched, [31338]);
    await assert.rejects(
      handleEvmRequest({ ...base, switchChain, method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
      { code: 4902 },
    );
  });

  it('refuses another address (4100) and unknown methods (4200) with their codes', async () => {
    await assert.rejects(
      handleEvmRequest({ ...base, method: 'personal_sign', params: ['0x68', devAccounts[0]!.address] }),
      { code: 4100 },
    );
    await assert.rejects(
      handleEvmRequest({ ...base, method: 'eth_sendTransaction', params: [{ from: devAccounts[0]!.address }] }),
      { code: 4100 },
    );
    await assert.rejects(handleEvmRequest({ ...base, method: 'eth_sign', params: [] }), { code: 4200 });
  });

  it('answers a rejection with 4001, other failures with their code or -32603', () => {
    assert.deepEqual(toJsonRpcError({ error: userRejected() }), { code: 4001, message: 'User rejected the request.' });
    assert.deepEqual(toJsonRpcError({ error: new Error('nonce too low') }), { code: -32603, message: 'nonce too low' });
  });
});

describe('handleSolanaRequest', () => {
  const secretKey = Uint8Array.from(wcWalletSolanaKeypair.secretKey);
  const owner = new PublicKey(wcWalletSolanaKeypair.publicKey);
  const base = { secretKey, rpcUrl: 'http://127.0.0.1:1/unused' };

  function transfer({ payer }: { payer: PublicKey }): string {
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: '11111111111111111111111111111111',
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
      ],
    }).compileToV0Message();
    return base64.encode(new VersionedTransaction(message).serialize());
  }

  it('solana_signMessage signs the base58 message with the wallet keypair', async () => {
    const message = new TextEncoder().encode('gm from the dapp');
    const { signature } = (await handleSolanaRequest({
      ...base,
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: owner.toBase58() },
    })) as { signature: string };
    assert.ok(ed25519.verify(base58.decode(signature), message, owner.toBytes()));
  });

  it('solana_signTransaction returns the signed transaction and its signature', async () => {
    const { signature, transaction } = (await handleSolanaRequest({
      ...base,
      method: 'solana_signTransaction',
      params: { transaction: transfer({ payer: owner }) },
    })) as { signature: string; transaction: string };
    const signed = VersionedTransaction.deserialize(base64.decode(transaction));
    assert.equal(base58.encode(signed.signatures[0]!), signature);
    assert.ok(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), owner.toBytes()));
  });

  it("refuses a transaction it is not a signer of, and another wallet's message (4100)", async () => {
    const other = new PublicKey(solanaDevKeypairs[0]!.publicKey);
    await assert.rejects(
      handleSolanaRequest({
        ...base,
        method: 'solana_signTransaction',
        params: { transaction: transfer({ payer: other }) },
      }),
      { code: 4100 },
    );
    await assert.rejects(
      handleSolanaRequest({
        ...base,
        method: 'solana_signMessage',
        params: { message: '2', pubkey: other.toBase58() },
      }),
      { code: 4100 },
    );
  });
});
