import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { createSiweMessage } from 'viem/siwe';
import { formatSiwxMessage, parseSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import type { SiwxMessageData } from '../../../src/core/protocol/siwx-types.js';

// The text format is ours; viem and @solana/wallet-standard-util 1.1.2 are the references it must match byte for byte.

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

const full: Partial<SiwxMessageData> = {
  statement: 'Sign in to the demo dapp.',
  resources: ['https://example.com/terms', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
  requestId: 'req-42',
  expirationTime: '2026-11-28T10:00:00.000Z',
  notBefore: '2026-11-27T09:00:00.000Z',
};

function evmData(extra: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    accountAddress: EVM_ADDRESS,
    chainId: 'eip155:31337',
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173',
    version: '1',
    nonce: 'a1B2c3D4e5F6g7H8',
    issuedAt: '2026-11-27T09:30:00.123Z',
    ...extra,
  };
}

function solanaData(extra: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return { ...evmData(extra), accountAddress: SOLANA_ADDRESS, chainId: SOLANA_CHAIN, ...extra };
}

function viemText(data: SiwxMessageData): string {
  return createSiweMessage({
    address: data.accountAddress as `0x${string}`,
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources ? { resources: data.resources } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
  });
}

function siwsText(data: SiwxMessageData): string {
  return createSignInMessageText({
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    chainId: data.chainId,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources ? { resources: data.resources } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}),
    ...(data.notBefore ? { notBefore: data.notBefore } : {}),
  });
}

const variants: Array<[string, Partial<SiwxMessageData>]> = [
  ['required fields only', {}],
  ['with a statement', { statement: full.statement }],
  ['every field', full],
  ['resources without a statement', { resources: full.resources! }],
  ['expiration only', { expirationTime: full.expirationTime }],
];

for (const [name, extra] of variants) {
  test(`eip155 (${name}): byte-identical to viem createSiweMessage, and parse gives the data back`, () => {
    const data = evmData(extra);
    const text = formatSiwxMessage({ data });
    assert.equal(text, viemText(data));
    assert.deepEqual(parseSiwxMessage(text), data);
  });

  test(`solana (${name}): byte-identical to createSignInMessageText 1.1.2, and parse gives the data back`, () => {
    const data = solanaData(extra);
    const text = formatSiwxMessage({ data });
    assert.equal(text, siwsText(data));
    assert.deepEqual(parseSiwxMessage(text), data);
  });
}

test('another namespace: a CAIP-122 text naming the network, parsed back with its whole CAIP-2 id', () => {
  const data = {
    ...evmData(full),
    accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    chainId: 'bip122:000000000019d6689c085ae165831e93',
  };
  const text = formatSiwxMessage({ data, networkName: 'Bitcoin' });
  assert.ok(text.startsWith('127.0.0.1:5173 wants you to sign in with your Bitcoin account:\nbc1q'));
  assert.ok(text.includes('\nChain ID: bip122:000000000019d6689c085ae165831e93\n'));
  assert.deepEqual(parseSiwxMessage(text), data);
  assert.ok(formatSiwxMessage({ data }).includes('with your bip122 account:'));
});

test('parse refuses what is not a sign-in message exactly as formatted', () => {
  const text = formatSiwxMessage({ data: evmData(full) });
  const broken = [
    '',
    'hello',
    `${text}\n`,
    text.replace('Version: 1', 'Version: 2'),
    text.replace('\nNonce: a1B2c3D4e5F6g7H8', ''),
    text.replace('URI: ', 'URI:  '),
    text.replace('Issued At', 'Issued at'),
    // Fields out of order.
    text.replace(/Version: 1\nChain ID: 31337/, 'Chain ID: 31337\nVersion: 1'),
    // A Solana message whose chain is an EVM one is named wrongly.
    text.replace('Ethereum account', 'Solana account'),
    text.replace('- https://example.com/terms', '* https://example.com/terms'),
  ];
  for (const candidate of broken) assert.equal(parseSiwxMessage(candidate), undefined, JSON.stringify(candidate));
  // A SIWS text with a blank line where no statement is.
  const siws = formatSiwxMessage({ data: solanaData() });
  assert.equal(parseSiwxMessage(siws.replace('\n\nURI:', '\n\n\nURI:')), undefined);
});

test('parse refuses a chain that is no CAIP-2 id or does not belong to the standard name in the header', () => {
  const siws = formatSiwxMessage({ data: solanaData() });
  assert.equal(parseSiwxMessage(siws.replace(`Chain ID: ${SOLANA_CHAIN}`, 'Chain ID: mainnet')), undefined);
  const caip = formatSiwxMessage({
    data: { ...evmData(), chainId: 'bip122:000000000019d6689c085ae165831e93' },
    networkName: 'Solana',
  });
  assert.equal(parseSiwxMessage(caip), undefined);
});
