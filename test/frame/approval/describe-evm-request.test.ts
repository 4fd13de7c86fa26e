import { expect } from '@open-wc/testing';
import { encodeFunctionData, keccak256, maxUint256, parseAbi, stringToHex, toHex } from 'viem';
import { describeEvmRequest, InvalidRequestError } from '../../../frame/src/approval/describe-evm-request.js';
import type { ApprovalDetails } from '../../../frame/src/approval/render-approval.js';

const ORIGIN = 'http://localhost:5173';
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SPENDER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TOKEN = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const TOKEN_ABI = parseAbi(['function approve(address spender, uint256 amount)', 'function transfer(address to, uint256 amount)', 'function setApprovalForAll(address operator, bool approved)']);
const HASH_WARNING = 'This looks like a hash: signing it may authorize anything. Sign only if you trust this site.';
const UNREADABLE_WARNING = 'This message is not readable text. Sign only if you trust this site.';

const sign = (message: string) => describeEvmRequest({ method: 'personal_sign', params: [message, WALLET], origin: ORIGIN, chainId: 1 });
const signTyped = (data: unknown, chainId = 1) => describeEvmRequest({ method: 'eth_signTypedData_v4', params: [WALLET, JSON.stringify(data)], origin: ORIGIN, chainId });
const send = (transaction: Record<string, unknown>, chainId = 1) => describeEvmRequest({ method: 'eth_sendTransaction', params: [{ from: WALLET, ...transaction }], origin: ORIGIN, chainId });
const row = (details: ApprovalDetails, label: string) => details.rows.find((entry) => entry.label === label)?.value;

function permit({ chainId = 1, primaryType = 'Permit' }: { chainId?: number | string; primaryType?: string } = {}) {
  return {
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
      [primaryType]: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }],
    },
    primaryType,
    domain: { name: 'Dev Token', chainId, verifyingContract: TOKEN },
    message: { owner: WALLET, spender: SPENDER, value: maxUint256.toString() },
  };
}

function thrown(run: () => unknown): InvalidRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidRequestError) return error;
    throw new Error(`expected InvalidRequestError, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
  throw new Error('expected InvalidRequestError, nothing was thrown');
}

describe('describeEvmRequest', () => {
  describe('T8: blind signing is decoded and warned about', () => {
    it('shows a readable message as text, without a warning', () => {
      const details = sign(stringToHex('Sign in to Demo'));
      expect(row(details, 'Message')).to.equal('Sign in to Demo');
      expect(details.warnings).to.deep.equal([]);
      expect(details.origin).to.equal(ORIGIN);
    });

    it('warns that a 32-byte message looks like a hash, and shows it as hex', () => {
      const hash = keccak256(stringToHex('transfer everything'));
      const details = sign(hash);
      expect(details.warnings).to.deep.equal([HASH_WARNING]);
      expect(row(details, 'Message')).to.equal(hash);
      expect(details.rows[0]!.monospace).to.equal(true);
    });

    it('warns that a non-UTF-8 message is not readable', () => {
      const details = sign('0xc328a0a1fffe');
      expect(details.warnings).to.deep.equal([UNREADABLE_WARNING]);
      expect(row(details, 'Message')).to.equal('0xc328a0a1fffe');
    });

    it('warns on typed data whose primaryType is Permit (and its relatives), showing the token contract', () => {
      for (const primaryType of ['Permit', 'PermitSingle', 'PermitBatchTransferFrom']) {
        const details = signTyped(permit({ primaryType }));
        expect(details.warnings, primaryType).to.deep.equal(['This signature can let someone spend your tokens. Sign only if you trust this site.']);
        expect(row(details, 'Type')).to.equal(primaryType);
        expect(row(details, 'Contract')).to.equal(TOKEN);
        expect(row(details, 'Data')).to.contain(SPENDER);
      }
      expect(signTyped({ ...permit(), primaryType: 'Mail' }).warnings).to.deep.equal([]);
    });

    it('decodes an ERC-20 approve of max uint256 as "Unlimited" with the unlimited warning', () => {
      const details = send({ to: TOKEN, data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [SPENDER, maxUint256] }) });
      expect(row(details, 'Allow spender')).to.equal(SPENDER);
      expect(row(details, 'Token amount (raw)')).to.equal('Unlimited');
      expect(details.warnings).to.deep.equal(['This gives the spender unlimited access to this token.']);
      // A limited approval is shown by its amount, still with a warning.
      const limited = send({ to: TOKEN, data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [SPENDER, 5n] }) });
      expect(row(limited, 'Token amount (raw)')).to.equal('5');
      expect(limited.warnings).to.deep.equal(['This lets the spender move this token for you.']);
    });

    it('decodes setApprovalForAll(operator, true) with a warning (notes/security.md §3.3)', () => {
      const details = send({ to: TOKEN, data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'setApprovalForAll', args: [SPENDER, true] }) });
      expect(row(details, 'Allow operator')).to.equal(SPENDER);
      expect(details.warnings).to.deep.equal(['This gives the operator control of all your tokens in this collection.']);
      // Revoking is not a risk.
      const revoke = send({ to: TOKEN, data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'setApprovalForAll', args: [SPENDER, false] }) });
      expect(revoke.warnings).to.deep.equal([]);
      expect(row(revoke, 'Revoke operator')).to.equal(SPENDER);
    });
  });

  describe('T9: chain confusion and malformed requests are refused before anything is shown', () => {
    it('refuses typed data whose domain.chainId is another chain', () => {
      const error = thrown(() => signTyped(permit({ chainId: 137 }), 1));
      expect(error.code).to.equal(-32602);
      expect(error.message).to.equal('Typed data is for chain 137, not the active chain 1');
      thrown(() => signTyped(permit({ chainId: '0x89' }), 1));
      expect(signTyped(permit({ chainId: '0x1' }), 1).title).to.equal('Signature request');
    });

    it('refuses a transaction whose chainId is another chain', () => {
      expect(thrown(() => send({ to: SPENDER, value: '0x1', chainId: '0x89' }, 1)).code).to.equal(-32602);
      thrown(() => send({ to: SPENDER, chainId: 31338 }, 31337));
      expect(row(send({ to: SPENDER, value: toHex(10n ** 18n), chainId: toHex(31337) }, 31337), 'Value')).to.equal('1 (native)');
    });

    it('refuses a malformed recipient', () => {
      for (const to of ['0x1234', `${SPENDER}00`, SPENDER.replace('f', 'g'), 42, null, 'vitalik.eth']) {
        expect(thrown(() => send({ to, value: '0x0' })).message, String(to)).to.equal('Invalid recipient');
      }
    });

    it('refuses a malformed value with "Invalid params" instead of failing later', () => {
      for (const value of ['lots', '1.5', 1.5, '-1', -1, {}, true]) {
        expect(thrown(() => send({ to: SPENDER, value })).code, JSON.stringify(value)).to.equal(-32602);
      }
      expect(row(send({ to: SPENDER, value: '1000000000000000000' }), 'Value')).to.equal('1 (native)');
    });

    it('refuses what it cannot show: a non-hex message, typed data without a primaryType or not JSON, an unsupported method', () => {
      thrown(() => sign('hello'));
      thrown(() => signTyped({ domain: {}, message: {} }));
      thrown(() => describeEvmRequest({ method: 'eth_signTypedData_v4', params: [WALLET, '{not json'], origin: ORIGIN, chainId: 1 }));
      expect(thrown(() => describeEvmRequest({ method: 'eth_sign', params: [WALLET, '0x00'], origin: ORIGIN, chainId: 1 })).code).to.equal(4200);
    });
  });
});
