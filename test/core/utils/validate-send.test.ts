import { expect } from '@open-wc/testing';
import { validateSend, type ValidateSendParameters } from '../../../src/core/utils/validate-send.js';
import { en } from '../../../src/core/messages/en.js';
import { defineEvmNetwork } from '../../../src/core/types/network.js';
import { defineSolanaNetwork } from '../../../src/core/networks/solana-networks.js';

const evm = defineEvmNetwork({ id: 31337, name: 'Localchain A', rpcUrl: 'http://127.0.0.1:9' });
const solana = defineSolanaNetwork({
  caipReference: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG',
  name: 'Local Solana',
  rpcUrl: 'http://127.0.0.1:9',
});
const eth = { symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } };
const dev = {
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'DEV',
  quantity: { decimals: '18', numeric: '100' },
};
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const base: ValidateSendParameters = {
  token: eth,
  amount: '0.5',
  receiver: RECEIVER,
  namespace: 'eip155',
  network: evm,
};

const errorOf = (parameters: ValidateSendParameters) => {
  const result = validateSend(parameters);
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('validateSend (SPEC §5 send validation)', () => {
  it('needs an amount and a receiver first, with the exact text of SPEC §5', () => {
    expect(errorOf({ ...base, amount: '' })).to.deep.equal({ field: 'amount', key: 'sendAmountAndReceiverRequired' });
    expect(errorOf({ ...base, receiver: ' ', token: undefined })).to.deep.equal({
      field: 'receiver',
      key: 'sendAmountAndReceiverRequired',
    });
    expect(en.sendAmountAndReceiverRequired).to.equal('An amount and receiver address are required');
  });

  it('needs a token, a namespace and a supported chain, in that order', () => {
    expect(errorOf({ ...base, token: undefined, network: undefined }).key).to.equal('sendTokenRequired');
    expect(en.sendTokenRequired).to.equal('A token is required');
    expect(errorOf({ ...base, namespace: undefined, network: undefined }).key).to.equal('sendNamespaceRequired');
    expect(errorOf({ ...base, network: undefined }).key).to.equal('sendUnsupportedChain');
    expect(errorOf({ ...base, namespace: 'solana' }).key).to.equal('sendUnsupportedChain');
    expect(en.sendUnsupportedChain).to.equal('Unsupported chain');
  });

  it('refuses an ERC-20 without a token address', () => {
    expect(errorOf({ ...base, token: { ...dev, address: undefined } })).to.deep.equal({
      field: 'token',
      key: 'sendTokenAddressRequired',
    });
    expect(errorOf({ ...base, token: { ...dev, address: 'eip155:31337:not-hex' } }).key).to.equal(
      'sendTokenAddressRequired',
    );
  });

  it('checks the receiver per namespace', () => {
    expect(errorOf({ ...base, receiver: '0x123' })).to.deep.equal({ field: 'receiver', key: 'sendInvalidReceiver' });
    expect(errorOf({ ...base, receiver: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9' }).key).to.equal(
      'sendInvalidReceiver',
    );
    const sol = { symbol: 'SOL', quantity: { decimals: '9', numeric: '2' } };
    const result = validateSend({
      token: sol,
      amount: '0.1',
      receiver: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
      namespace: 'solana',
      network: solana,
    });
    expect(result.ok && result.send.amount).to.equal(100_000_000n);
    expect(
      errorOf({ token: sol, amount: '0.1', receiver: RECEIVER, namespace: 'solana', network: solana }).key,
    ).to.equal('sendInvalidReceiver');
  });

  it('sends an SPL token on Solana by its mint, and refuses a token address that is no mint', () => {
    const mint = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
    const usdl = {
      address: `${solana.caipNetworkId}:${mint}`,
      symbol: 'USDL',
      quantity: { decimals: '6', numeric: '1000' },
    };
    const receiver = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';
    const result = validateSend({ token: usdl, amount: '2.5', receiver, namespace: 'solana', network: solana });
    if (!result.ok) throw new Error(result.error.key);
    expect(result.send).to.deep.include({ receiver, amount: 2_500_000n, decimals: 6, tokenAddress: mint });
    const notAMint = { ...usdl, address: `${solana.caipNetworkId}:0x5FbDB2315678afecb367f032d93F642f64180aa3` };
    expect(errorOf({ token: notAMint, amount: '1', receiver, namespace: 'solana', network: solana })).to.deep.equal({
      field: 'token',
      key: 'sendTokenNotSupported',
    });
  });

  it('needs an amount above zero and at most the balance', () => {
    expect(errorOf({ ...base, amount: '0' })).to.deep.equal({ field: 'amount', key: 'sendInvalidAmount' });
    expect(errorOf({ ...base, amount: 'lots' }).key).to.equal('sendInvalidAmount');
    expect(errorOf({ ...base, amount: '1.5000001' })).to.deep.equal({
      field: 'amount',
      key: 'sendInsufficientBalance',
    });
    expect(validateSend({ ...base, amount: '1.5' }).ok).to.equal(true);
  });

  it('returns the send in base units with the hex token address of an ERC-20', () => {
    const result = validateSend({ ...base, token: dev, amount: '10' });
    if (!result.ok) throw new Error(result.error.key);
    expect(result.send).to.deep.include({
      receiver: RECEIVER,
      amount: 10n * 10n ** 18n,
      decimals: 18,
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
  });
});
