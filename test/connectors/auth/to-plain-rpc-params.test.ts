import { expect } from '@open-wc/testing';
import { toPlainRpcParams } from '../../../src/connectors/auth/to-plain-rpc-params.js';
import { parseAppMessage } from '../../../src/core/protocol/index.js';

describe('toPlainRpcParams', () => {
  it('turns bigints into hex quantities and bytes into arrays, and drops undefined fields', () => {
    expect(
      toPlainRpcParams([{ to: '0xab', value: 10n ** 18n, gas: undefined, data: new Uint8Array([1, 2]) }]),
    ).to.deep.equal([{ to: '0xab', value: '0xde0b6b3a7640000', data: [1, 2] }]);
  });

  it('makes a viem-style transaction a message the frame schema accepts', () => {
    const params = toPlainRpcParams([
      { from: '0x0000000000000000000000000000000000000001', value: 1n, gasPrice: undefined },
    ]);
    const message = {
      id: 'a'.repeat(32),
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'eth_sendTransaction', params },
    };
    expect(parseAppMessage(message).success).to.equal(true);
  });
});
