import { expect } from '@open-wc/testing';
import { verifyMessage, verifyTypedData } from 'viem';
import { address, chains, privateKey, providerRejection } from './evm-test-wallet-fixture.js';
import { createEvmTestWallet } from './evm-test-wallet/index.js';

describe('evm test wallet (signing and other requests)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('signs personal_sign messages (utf8 and hex) that verify against the address', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    const utf8 = (await wallet.provider.request({
      method: 'personal_sign',
      params: ['hello test wallet', address],
    })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello test wallet', signature: utf8 })).to.equal(true);
    const hex = (await wallet.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address.toLowerCase()],
    })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello', signature: hex })).to.equal(true);
    wallet.setMode('reject');
    expect(
      (await providerRejection(wallet.provider.request({ method: 'personal_sign', params: ['x', address] }))).code,
    ).to.equal(4001);
  });

  it('signs eth_signTypedData_v4 data that verifies with verifyTypedData', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    const typedData = {
      domain: {
        name: 'Test',
        version: '1',
        chainId: 31337,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Cow', wallet: address }, contents: 'Hello, Bob!', amount: 10n ** 18n },
    } as const;
    // Dapps send bigints as decimal strings and the domain type list, as viem's JSON-RPC account does.
    const json = JSON.stringify(
      {
        ...typedData,
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          ...typedData.types,
        },
      },
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    );
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, json],
    })) as `0x${string}`;
    expect(await verifyTypedData({ address, signature, ...typedData })).to.equal(true);

    const wrongChain = JSON.stringify({ ...JSON.parse(json), domain: { ...typedData.domain, chainId: 1 } });
    expect(
      (
        await providerRejection(
          wallet.provider.request({ method: 'eth_signTypedData_v4', params: [address, wrongChain] }),
        )
      ).code,
    ).to.equal(-32602);
  });

  it('refuses to sign without permission (4100) or for another address', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    for (const request of [
      { method: 'personal_sign', params: ['0x00', address] },
      { method: 'eth_signTypedData_v4', params: [address, '{}'] },
      { method: 'eth_sendTransaction', params: [{ from: address, to: other, value: '0x1' }] },
    ]) {
      const error = await providerRejection(wallet.provider.request(request));
      expect(error.code, request.method).to.equal(4100);
      expect(error.message).to.equal('The requested account and/or method has not been authorized by the user.');
    }
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    expect(
      (await providerRejection(wallet.provider.request({ method: 'personal_sign', params: ['0x00', other] }))).code,
    ).to.equal(4100);
    const wrongFrom = { method: 'eth_sendTransaction', params: [{ from: other, to: address, value: '0x1' }] };
    expect((await providerRejection(wallet.provider.request(wrongFrom))).code).to.equal(4100);
  });

  it('rejects eth_sendTransaction with 4001 before touching the chain', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains, mode: 'reject' });
    wallet.setMode('approve');
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    wallet.setMode('reject');
    // Filling the transaction would hit the unreachable RPC (-32603); the prompt comes first.
    const error = await providerRejection(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: '0x1' }],
      }),
    );
    expect(error.code).to.equal(4001);
    expect(
      (await providerRejection(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ value: '0x1' }] })))
        .code,
    ).to.equal(-32602);
  });

  it('answers 4200 for unknown wallet_ methods and for node-side signing methods', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    for (const method of ['wallet_sendCalls', 'wallet_doesNotExist', 'eth_sign', 'eth_signTransaction']) {
      const error = await providerRejection(wallet.provider.request({ method, params: [] }));
      expect(error.code, method).to.equal(4200);
      expect(error.message).to.equal('Unsupported method');
    }
  });

  it('turns an unreachable RPC into a provider error', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const error = await providerRejection(wallet.provider.request({ method: 'eth_blockNumber' }));
    expect(error.code).to.equal(-32603);
  });
});
