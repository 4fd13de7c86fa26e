import { expect } from '@open-wc/testing';
import { hashTypedData, maxUint256, stringToHex, toHex, type TypedDataDefinition } from 'viem';
import { InvalidRequestError } from '../../../frame/src/errors/invalid-request-error.js';
import { readEvmRequest, type EvmRequest } from '../../../frame/src/approval/read-evm-request.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TOKEN = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';

const read = (method: string, params: unknown[], chainId = 1) =>
  readEvmRequest({ method, params, chainId, address: WALLET });
const typed = (data: unknown, chainId = 1) =>
  read('eth_signTypedData_v4', [WALLET, JSON.stringify(data)], chainId) as Extract<
    EvmRequest,
    { method: 'eth_signTypedData_v4' }
  >;
const transaction = (fields: Record<string, unknown>, chainId = 1) =>
  (
    read('eth_sendTransaction', [{ from: WALLET, ...fields }], chainId) as Extract<
      EvmRequest,
      { method: 'eth_sendTransaction' }
    >
  ).transaction;

function permit(chainId: unknown) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'Dev Token', chainId, verifyingContract: TOKEN },
    message: { owner: WALLET, spender: OTHER, value: maxUint256.toString() },
  };
}

function refusal(run: () => unknown): InvalidRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidRequestError) return error;
    throw new Error(
      `expected InvalidRequestError, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  }
  throw new Error('expected a refusal, the request was accepted');
}

describe('readEvmRequest', () => {
  describe('T9: chain confusion is refused before anything is shown', () => {
    it('refuses typed data whose domain.chainId is another chain, in any notation', () => {
      const error = refusal(() => typed(permit(137), 1));
      expect([error.code, error.message]).to.deep.equal([
        -32602,
        'Typed data is for chain 137, not the active chain 1',
      ]);
      for (const chainId of ['0x89', '137', 137]) refusal(() => typed(permit(chainId), 1));
      for (const chainId of [true, 'one', 1.5, -1, {}])
        expect(refusal(() => typed(permit(chainId), 1)).message, JSON.stringify(chainId)).to.equal(
          'Invalid typed data chainId',
        );
    });

    it('signs a chainId sent in any notation as the number it names: the signature is bound to that chain, not valid on every chain', () => {
      // As the signer hashes: the domain type follows the domain's fields.
      const { EIP712Domain: _domainType, ...types } = permit(1).types;
      const asNumber = hashTypedData({
        ...permit(1),
        types,
        domain: { ...permit(1).domain, chainId: 1 },
      } as unknown as TypedDataDefinition);
      const withoutChain = hashTypedData({
        ...permit(1),
        types,
        domain: { name: 'Dev Token', verifyingContract: TOKEN },
      } as unknown as TypedDataDefinition);
      for (const chainId of ['0x1', '1', 1]) {
        const { typedData } = typed(permit(chainId), 1);
        expect(typedData.domain.chainId, String(chainId)).to.equal(1n);
        const signedHash = hashTypedData(typedData as unknown as TypedDataDefinition);
        expect(signedHash, String(chainId)).to.equal(asNumber);
        expect(signedHash).not.to.equal(withoutChain);
      }
    });

    it('refuses a transaction whose chainId is another chain', () => {
      expect(refusal(() => transaction({ to: OTHER, value: '0x1', chainId: '0x89' })).message).to.equal(
        'The transaction is for chain 137, not the active chain 1',
      );
      refusal(() => transaction({ to: OTHER, chainId: 31338 }, 31337));
      expect(transaction({ to: OTHER, value: toHex(10n ** 18n), chainId: toHex(31337) }, 31337).value).to.equal(
        10n ** 18n,
      );
    });
  });

  describe('refuses malformed requests with "Invalid params" (or 4100 for another account)', () => {
    it('refuses a malformed recipient', () => {
      for (const to of ['0x1234', `${OTHER}00`, OTHER.replace('f', 'g'), 42, 'vitalik.eth']) {
        expect(refusal(() => transaction({ to, value: '0x0' })).message, String(to)).to.equal('Invalid recipient');
      }
    });

    it('refuses a malformed value, gas, nonce or fee field', () => {
      for (const value of ['lots', '1.5', 1.5, '-1', -1, {}, true, `0x${'f'.repeat(65)}`]) {
        expect(refusal(() => transaction({ to: OTHER, value })).code, JSON.stringify(value)).to.equal(-32602);
      }
      for (const field of ['gas', 'nonce', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas']) {
        expect(refusal(() => transaction({ to: OTHER, [field]: 'x' })).message).to.equal(`Invalid ${field}`);
      }
      refusal(() => transaction({ to: OTHER, gas: '0x0' }));
      refusal(() => transaction({ to: OTHER, gas: `0x1${'0'.repeat(16)}` }));
      refusal(() => transaction({ to: OTHER, gasPrice: '0x1', maxFeePerGas: '0x2' }));
      refusal(() => transaction({ to: OTHER, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' }));
      refusal(() => transaction({ to: OTHER, data: '0x123' }));
      refusal(() => transaction({ to: OTHER, data: '0x12', input: '0x34' }));
    });

    it('keeps the fields the page set, as numbers, and nothing it left out', () => {
      expect(
        transaction({
          to: OTHER,
          value: '1000000000000000000',
          gas: 21000,
          nonce: '0x7',
          maxFeePerGas: '0x3b9aca00',
          input: '0xabcd',
        }),
      ).to.deep.equal({
        to: OTHER,
        value: 10n ** 18n,
        data: '0xabcd',
        gas: 21000n,
        nonce: 7,
        maxFeePerGas: 1_000_000_000n,
      });
      expect(transaction({ to: OTHER, data: '0x' })).to.deep.equal({ to: OTHER, value: 0n });
    });

    it('refuses another account with 4100', () => {
      expect(refusal(() => read('personal_sign', [stringToHex('hi'), OTHER])).code).to.equal(4100);
      expect(refusal(() => read('eth_signTypedData_v4', [OTHER, JSON.stringify(permit(1))])).code).to.equal(4100);
      expect(refusal(() => read('eth_sendTransaction', [{ from: OTHER, to: OTHER }])).code).to.equal(4100);
      // Addresses compare without their checksum case.
      expect(read('personal_sign', [stringToHex('hi'), WALLET.toLowerCase()]).method).to.equal('personal_sign');
    });

    it('refuses what it cannot show or sign: a non-hex message, typed data without a primaryType, its types or valid fields, not JSON, an unsupported method', () => {
      refusal(() => read('personal_sign', ['hello', WALLET]));
      refusal(() => typed({ domain: {}, message: {} }));
      refusal(() => typed({ ...permit(1), primaryType: 'Missing' }));
      refusal(() => typed({ ...permit(1), primaryType: 'EIP712Domain' }));
      expect(
        refusal(() => typed({ ...permit(1), message: { ...permit(1).message, spender: 'not an address' } })).message,
      ).to.equal('Invalid typed data');
      refusal(() => typed({ ...permit(1), domain: { ...permit(1).domain, name: 7 } }));
      refusal(() => read('eth_signTypedData_v4', [WALLET, '{not json']));
      expect(refusal(() => read('eth_sign', [WALLET, '0x00'])).code).to.equal(4200);
    });
  });
});
