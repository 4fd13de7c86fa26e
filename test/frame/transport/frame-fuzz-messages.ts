// Messages for the frame fuzz test (frame-fuzz.test.ts): each is one the frame must NOT act on.
// Everything is drawn from a seeded random source, so a seed replays the same run.
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage } from '@solana/web3.js';
import { stringToHex, toHex } from 'viem';
import {
  APP_INIT_TYPE,
  appRequestType,
  classifyRpcMethod,
  type FrameRequestName,
} from '../../../src/core/protocol/index.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { OFFCHAIN_SIGNING_DOMAIN } from '../../../frame/src/wallet/solana/parse-offchain-message.js';
import type { SeededRandom } from '../../helpers/random-values.js';

export const LOCALNET = 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(9)).toBase58();

export interface FuzzMessage {
  id: string;
  type: string;
  payload: unknown;
}

export interface FuzzWallet {
  evmAddress: string;
  solanaAddress: string;
}

/** A random-looking message id (the protocol's 16–64 characters), from the seeded source. */
export const seededId = (random: SeededRandom) =>
  Array.from({ length: 32 }, () => random.pick([...'0123456789abcdef'])).join('');

const seededKey = (random: SeededRandom) => new PublicKey(Uint8Array.from({ length: 32 }, () => random.int(256)));
const hexOf = (random: SeededRandom, bytes: number) => toHex(Uint8Array.from({ length: bytes }, () => random.int(256)));
const otherAddress = (random: SeededRandom) => hexOf(random, 20);
const otherChain = (random: SeededRandom) => `eip155:${random.pick([5, 10, 56, 137, 8453, 31337, 31338, 11155111])}`;

/** The init message of the handshake (DESIGN §7). */
export const initMessage = (random: SeededRandom): FuzzMessage => ({
  id: seededId(random),
  type: APP_INIT_TYPE,
  payload: { protocolVersion: 1 },
});

/** Origins that are not the test page's: look-alikes, other ports and schemes, opaque and empty. */
export function foreignOrigin(random: SeededRandom, own: string): string {
  const url = new URL(own);
  return random.pick([
    'https://evil.example',
    'null',
    '',
    `${own}.evil.example`,
    `https://${url.host}`,
    `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}`,
    `${url.protocol}//${url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${url.port}`,
    `${url.protocol}//sub.${url.host}`,
    `${own}/`,
    own.toUpperCase(),
  ]);
}

function typedData({ chainId }: { chainId?: unknown }) {
  return {
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }],
      Mail: [
        { name: 'contents', type: 'string' },
        { name: 'to', type: 'address' },
      ],
    },
    primaryType: 'Mail',
    domain: { name: 'Fuzz', ...(chainId === undefined ? {} : { chainId }) },
    message: { contents: 'hello', to: '0x000000000000000000000000000000000000dEaD' },
  };
}

const rpc = (method: string, params: unknown, extra: Record<string, unknown> = {}) => ({
  type: appRequestType('RPC_REQUEST'),
  payload: { method, params, ...extra },
});

/**
 * A request that passes the protocol's schema but that the handlers must refuse before showing
 * anything, asking the server anything or changing any state: signing requests with a defect
 * (wrong account, another chain, malformed fields, a transaction passed as a Solana message…),
 * methods the wallet does not allow, and sign-in steps out of order.
 */
export function refusedRequest(random: SeededRandom, wallet: FuzzWallet): FuzzMessage {
  const id = seededId(random);
  const owner = wallet.evmAddress;
  const solanaOwner = new PublicKey(wallet.solanaAddress);
  const kinds: Array<() => Omit<FuzzMessage, 'id'>> = [
    () =>
      rpc(
        'personal_sign',
        random.pick([
          ['hello', owner],
          [123, owner],
          [stringToHex('hi'), otherAddress(random)],
          [stringToHex('hi')],
          [],
          ['0xzz', owner],
        ]),
      ),
    () =>
      rpc('personal_sign', [stringToHex('switch first'), owner], {
        chainNamespace: 'eip155',
        chainId: otherChain(random),
      }),
    () =>
      rpc('eth_signTypedData_v4', [
        owner,
        JSON.stringify(typedData({ chainId: random.pick([137, '0x89', '56', 5, '0x2105']) })),
      ]),
    () =>
      rpc(
        'eth_signTypedData_v4',
        random.pick([
          [owner, '{not json'],
          [otherAddress(random), JSON.stringify(typedData({ chainId: 1 }))],
          [
            owner,
            JSON.stringify({
              ...typedData({ chainId: 1 }),
              primaryType: random.pick([null, 'EIP712Domain', 'Missing', 7]),
            }),
          ],
          [owner, JSON.stringify({ ...typedData({ chainId: 1 }), message: { contents: 'x', to: 'not an address' } })],
          [owner, JSON.stringify(typedData({ chainId: random.pick([true, 'one', -1, 1.5]) }))],
        ]),
      ),
    () =>
      rpc('eth_signTypedData_v4', [owner, JSON.stringify(typedData({ chainId: 1 }))], {
        chainNamespace: 'eip155',
        chainId: otherChain(random),
      }),
    () => {
      const defects: Array<Record<string, unknown>> = [
        { from: otherAddress(random), to: otherAddress(random) },
        { to: random.pick(['0x1234', 'vitalik.eth', 42, `${otherAddress(random)}00`]) },
        { to: otherAddress(random), value: random.pick(['lots', '1.5', -1, '-0x1', {}]) },
        { to: otherAddress(random), chainId: random.pick(['0x89', 137, '0x38']) },
        { to: otherAddress(random), gas: '0x0' },
        { to: otherAddress(random), gasPrice: '0x1', maxFeePerGas: '0x2' },
        { to: otherAddress(random), maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' },
        { to: otherAddress(random), data: '0x123' },
        { to: otherAddress(random), data: '0x12', input: '0x34' },
        { to: otherAddress(random), nonce: 'next' },
      ];
      return rpc('eth_sendTransaction', [{ from: owner, ...random.pick(defects) }]);
    },
    () =>
      rpc('eth_sendTransaction', [{ from: owner, to: otherAddress(random), value: '0x1' }], {
        chainNamespace: 'eip155',
        chainId: otherChain(random),
      }),
    () => {
      const method = random.pick([
        'eth_sign',
        'eth_signTransaction',
        'personal_ecRecover',
        'wallet_addEthereumChain',
        'hardhat_setBalance',
        'debug_traceTransaction',
        'admin_addPeer',
        'eth_sendTransactionX',
        `x${seededId(random).slice(0, 12)}`,
      ]);
      if (classifyRpcMethod(method) !== 'not-allowed') throw new Error(`fuzz setup: ${method} is allowed`);
      return rpc(method, [owner]);
    },
    () =>
      rpc(
        random.pick([
          'wallet_sendCalls',
          'wallet_grantPermissions',
          'wallet_revokePermissions',
          'eth_sendUserOperation',
        ]),
        [{}],
      ),
    () => ({
      type: appRequestType('RPC_REQUEST'),
      payload: {
        method: 'solana_signMessage',
        chainNamespace: 'solana',
        params: { message: encodeBase58(solanaTransactionMessage(random, solanaOwner)) },
      },
    }),
    () => ({
      type: appRequestType('RPC_REQUEST'),
      payload: {
        method: 'solana_signMessage',
        chainNamespace: 'solana',
        params: { message: random.pick(unreadableSolanaMessages(random, wallet.solanaAddress)) },
      },
    }),
    () => ({
      type: appRequestType('RPC_REQUEST'),
      payload: {
        method: 'solana_signMessage',
        chainNamespace: 'solana',
        chainId: DEVNET,
        params: { message: encodeBase58(new TextEncoder().encode('hello')) },
      },
    }),
    () => ({
      type: appRequestType('RPC_REQUEST'),
      payload: {
        method: 'solana_signMessage',
        chainNamespace: 'solana',
        params: { message: encodeBase58(new TextEncoder().encode('hello')), pubkey: seededKey(random).toBase58() },
      },
    }),
    () => ({
      type: appRequestType('RPC_REQUEST'),
      payload: {
        method: random.pick(['solana_signTransaction', 'solana_signAndSendTransaction']),
        chainNamespace: 'solana',
        params: { transaction: random.pick([btoa('junk'), 'not base64!', foreignPayerTransaction(random), 42]) },
      },
    }),
    () => ({
      type: appRequestType(
        random.pick<FrameRequestName>(['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']),
      ),
      payload: { otp: String(100000 + random.int(900000)) },
    }),
    () => ({ type: appRequestType('CONNECT_SOCIAL'), payload: { uri: `https://evil.example/${seededId(random)}` } }),
    () => ({
      type: appRequestType('SWITCH_NETWORK'),
      payload: {
        chainId: random.pick([
          'cosmos:cosmoshub-4',
          'bip122:000000000019d6689c085ae165831e93',
          'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        ]),
      },
    }),
  ];
  return { id, ...random.pick(kinds)() };
}

/**
 * A valid request that would act (show an approval, sign, change the network or the theme, call
 * the server) if the frame took it: sent with an id the frame has already seen, it must be dropped (T5).
 */
export function actingRequest(random: SeededRandom, wallet: FuzzWallet): Omit<FuzzMessage, 'id'> {
  return random.pick<() => Omit<FuzzMessage, 'id'>>([
    () => rpc('personal_sign', [stringToHex('replayed'), wallet.evmAddress]),
    () => rpc('eth_signTypedData_v4', [wallet.evmAddress, JSON.stringify(typedData({ chainId: 1 }))]),
    () => ({
      type: appRequestType('RPC_REQUEST'),
      payload: {
        method: 'solana_signMessage',
        chainNamespace: 'solana',
        params: { message: encodeBase58(new TextEncoder().encode('replayed')) },
      },
    }),
    () => ({ type: appRequestType('SWITCH_NETWORK'), payload: { chainId: DEVNET } }),
    () => ({ type: appRequestType('GET_USER'), payload: { chainId: 'eip155:5' } }),
    () => ({
      type: appRequestType('SYNC_THEME'),
      payload: { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } },
    }),
    () => ({ type: appRequestType('CONNECT_EMAIL'), payload: { email: 'victim@example.com' } }),
    () => ({ type: appRequestType('RPC_REQUEST'), payload: { method: 'eth_blockNumber' } }),
  ])();
}

function solanaTransactionMessage(random: SeededRandom, owner: PublicKey): Uint8Array {
  const transfer = SystemProgram.transfer({
    fromPubkey: owner,
    toPubkey: new PublicKey(new Uint8Array(32).fill(66)),
    lamports: (1 + random.int(99)) * LAMPORTS_PER_SOL,
  });
  if (random.chance(0.5))
    return new Transaction({ feePayer: owner, recentBlockhash: BLOCKHASH }).add(transfer).serializeMessage();
  return new TransactionMessage({ payerKey: owner, recentBlockhash: BLOCKHASH, instructions: [transfer] })
    .compileToV0Message()
    .serialize();
}

function unreadableSolanaMessages(random: SeededRandom, owner: string): string[] {
  const offchain = (signer: Uint8Array, body: number[], length = body.length) =>
    encodeBase58(
      Uint8Array.from([
        ...OFFCHAIN_SIGNING_DOMAIN,
        random.int(2) + 2,
        ...new Uint8Array(32),
        0,
        1,
        ...signer,
        length & 0xff,
        length >> 8,
        ...body,
      ]),
    );
  return [
    encodeBase58(Uint8Array.from([0xc3, 0x28, random.int(256)])),
    encodeBase58(new TextEncoder().encode(`pay\u0007${seededId(random)}`)),
    encodeBase58(new TextEncoder().encode('evil\u202etxt.exe')),
    'not base58 0OIl',
    '',
    '2'.repeat(11_201),
    offchain(new PublicKey(owner).toBytes(), [104, 105]), // header version 2 or 3: unsupported
    offchain(seededKey(random).toBytes(), [104, 105]), // wrong version and another signer
  ];
}

function foreignPayerTransaction(random: SeededRandom): string {
  const payer = seededKey(random);
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 }),
  );
  return btoa(String.fromCharCode(...transaction.serialize({ requireAllSignatures: false, verifySignatures: false })));
}

/** A readable envelope around a payload that is too large, too deep or too wide for the protocol's caps (T4). */
export function oversizedMessage(random: SeededRandom, type: string): FuzzMessage {
  let deep: unknown = 'bottom';
  for (let level = 0; level < 33 + random.int(20); level++) deep = random.chance(0.5) ? { deep } : [deep];
  const payload = random.pick([
    () => ({ big: 'x'.repeat(262_145 + random.int(50_000)) }),
    () => ({ deep }),
    () => ({ params: Array.from({ length: 70_000 }, (_, index) => index) }),
    () => ({ method: 'personal_sign', params: ['0x'.padEnd(300_000, 'ab')] }),
  ])();
  return { id: seededId(random), type, payload };
}
