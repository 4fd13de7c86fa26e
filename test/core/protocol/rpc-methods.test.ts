import { expect } from '@open-wc/testing';
import {
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
  classifyRpcMethod,
  isApprovalRpcMethod,
  isSafeRpcMethod,
} from '../../../src/core/protocol/index.js';

describe('RPC method classes (SPEC §6)', () => {
  it('forwards reads, filters, raw sends, capability, call-status, user-operation reads and assets', () => {
    expect(SAFE_RPC_METHODS).to.have.length(41);
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_newFilter',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'eth_getUserOperationReceipt',
      'wallet_getAssets',
    ]) {
      expect(isSafeRpcMethod(method), method).to.equal(true);
      expect(classifyRpcMethod(method)).to.equal('safe');
    }
  });

  it('asks for approval for every signing or sending method of SPEC §6', () => {
    expect([...NOT_SAFE_RPC_METHODS].sort()).to.deep.equal([
      'eth_sendTransaction',
      'eth_sendUserOperation',
      'eth_signTypedData_v4',
      'personal_sign',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_sendCalls',
    ]);
    for (const method of NOT_SAFE_RPC_METHODS) {
      expect(isApprovalRpcMethod(method)).to.equal(true);
      expect(isSafeRpcMethod(method)).to.equal(false);
      expect(classifyRpcMethod(method)).to.equal('approval');
    }
  });

  it('refuses everything else, including eth_sign and look-alikes', () => {
    for (const method of [
      'eth_sign',
      'eth_signTypedData',
      'eth_signTransaction',
      'PERSONAL_SIGN',
      'personal_sign ',
      'toString',
      '__proto__',
      '',
      'wallet_switchEthereumChain',
    ]) {
      expect(classifyRpcMethod(method), method).to.equal('not-allowed');
      expect(isSafeRpcMethod(method)).to.equal(false);
      expect(isApprovalRpcMethod(method)).to.equal(false);
    }
  });

  it('keeps the two lists apart', () => {
    expect(
      SAFE_RPC_METHODS.filter((method) => (NOT_SAFE_RPC_METHODS as readonly string[]).includes(method)),
    ).to.deep.equal([]);
  });
});
