import { expect } from '@open-wc/testing';
import type { ProviderRpcError } from './evm-test-wallet/index.js';
import { rejection } from './rejection.js';

// Shared by the evm-test-wallet-*.test.ts files.
// Hardhat dev account #1; no request in these tests reaches a chain, so the RPC URL is unreachable on purpose.
export const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const chains = [{ id: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Local' }];

/**
 * The error a provider request rejects with, checked to be an Error; throws when the request
 * succeeds instead.
 * @example expect((await providerRejection(wallet.provider.request({ method: 'eth_requestAccounts' }))).code).to.equal(4001)
 */
export async function providerRejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await rejection(promise);
  expect(error).to.be.instanceOf(Error);
  return error as ProviderRpcError;
}
