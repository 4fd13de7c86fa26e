import { expect } from '@open-wc/testing';
import { encodeFunctionData, keccak256, maxUint256, parseAbi, parseEther, parseGwei, stringToHex, toHex } from 'viem';
import {
  ANY_CHAIN_WARNING,
  describeEvmRequest,
  FEE_ABOVE_VALUE_WARNING,
  HIGH_FEE_WARNING,
} from '../../../frame/src/approval/describe-evm-request.js';
import { readEvmRequest, type EvmRequest } from '../../../frame/src/approval/read-evm-request.js';
import type { ApprovalDetails } from '../../../frame/src/approval/render-approval.js';
import type { FilledEvmTransaction } from '../../../frame/src/wallet/fill-evm-transaction.js';

const ORIGIN = 'http://localhost:5173';
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SPENDER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TOKEN = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const TOKEN_ABI = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function transfer(address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
]);
const HASH_WARNING = 'This looks like a hash: signing it may authorize anything. Sign only if you trust this site.';
const UNREADABLE_WARNING = 'This message is not readable text. Sign only if you trust this site.';
const PERMIT_WARNING = 'This signature can let someone spend your tokens. Sign only if you trust this site.';

/** Reads a message or typed-data request as the handler does, then describes it. */
function describeSigning(method: string, params: unknown[], chainId = 1): ApprovalDetails {
  const request = readEvmRequest({ method, params, chainId, address: WALLET });
  if (request.method === 'eth_sendTransaction') throw new Error('setup: use send() for transactions');
  return describeEvmRequest({ request, origin: ORIGIN, chainId });
}
const sign = (message: string) => describeSigning('personal_sign', [message, WALLET]);
const signTyped = (data: unknown, chainId = 1) =>
  describeSigning('eth_signTypedData_v4', [WALLET, JSON.stringify(data)], chainId);

/** Describes a transaction as filled by the frame: 21,000 gas at 2 gwei unless the test says otherwise. */
function send(transaction: Partial<FilledEvmTransaction>, chainId = 1): ApprovalDetails {
  const filled: FilledEvmTransaction = {
    value: 0n,
    gas: 21_000n,
    fees: { type: 'eip1559', maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: parseGwei('1') },
    setBySite: { gas: false, fees: false },
    ...transaction,
  };
  const request: EvmRequest<FilledEvmTransaction> = { method: 'eth_sendTransaction', transaction: filled };
  return describeEvmRequest({ request, origin: ORIGIN, chainId });
}
const row = (details: ApprovalDetails, label: string) => details.rows.find((entry) => entry.label === label)?.value;

function permit({
  chainId = 1,
  primaryType = 'Permit',
}: { chainId?: number | string | null; primaryType?: string } = {}) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      [primaryType]: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
    primaryType,
    domain: { name: 'Dev Token', chainId, verifyingContract: TOKEN },
    message: { owner: WALLET, spender: SPENDER, value: maxUint256.toString() },
  };
}

describe('describeEvmRequest', () => {
  describe('T8: blind signing is decoded and warned about', () => {
    it('shows a readable message as text, without a warning', () => {
      const details = sign(stringToHex('Sign in to Demo'));
      expect(row(details, 'Message')).to.equal('Sign in to Demo');
      expect(details.warnings).to.deep.equal([]);
      expect(details.origin).to.equal(ORIGIN);
      expect(details.highRisk).to.equal(false);
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

    it('warns on typed data whose primaryType is Permit (and its relatives), showing the token contract; permits are high risk', () => {
      for (const primaryType of ['Permit', 'PermitSingle', 'PermitBatchTransferFrom']) {
        const details = signTyped(permit({ primaryType }));
        expect(details.warnings, primaryType).to.deep.equal([PERMIT_WARNING]);
        expect(row(details, 'Type')).to.equal(primaryType);
        expect(row(details, 'Contract')).to.equal(TOKEN);
        expect(row(details, 'Data')).to.contain(SPENDER);
        expect(details.highRisk, primaryType).to.equal(true);
      }
      const mail = signTyped({
        ...permit(),
        primaryType: 'Mail',
        types: { Mail: [{ name: 'owner', type: 'address' }] },
      });
      expect([mail.warnings, mail.highRisk]).to.deep.equal([[], false]);
    });

    it('decodes an ERC-20 approve of max uint256 as "Unlimited" with the unlimited warning; granting is high risk, revoking is not', () => {
      const details = send({
        to: TOKEN,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [SPENDER, maxUint256] }),
      });
      expect(row(details, 'Allow spender')).to.equal(SPENDER);
      expect(row(details, 'Token amount (raw)')).to.equal('Unlimited');
      expect(details.warnings).to.deep.equal(['This gives the spender unlimited access to this token.']);
      expect(details.highRisk).to.equal(true);
      // A limited approval is shown by its amount, still with a warning.
      const limited = send({
        to: TOKEN,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [SPENDER, 5n] }),
      });
      expect(row(limited, 'Token amount (raw)')).to.equal('5');
      expect(limited.warnings).to.deep.equal(['This lets the spender move this token for you.']);
      const revoke = send({
        to: TOKEN,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [SPENDER, 0n] }),
      });
      expect([revoke.warnings, revoke.highRisk]).to.deep.equal([[], false]);
    });

    it('decodes setApprovalForAll(operator, true) with a warning (docs/SECURITY.md §3.3)', () => {
      const details = send({
        to: TOKEN,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'setApprovalForAll', args: [SPENDER, true] }),
      });
      expect(row(details, 'Allow operator')).to.equal(SPENDER);
      expect(details.warnings).to.deep.equal([
        'This gives the operator control of all your tokens in this collection.',
      ]);
      expect(details.highRisk).to.equal(true);
      // Revoking is not a risk.
      const revoke = send({
        to: TOKEN,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'setApprovalForAll', args: [SPENDER, false] }),
      });
      expect([revoke.warnings, revoke.highRisk]).to.deep.equal([[], false]);
      expect(row(revoke, 'Revoke operator')).to.equal(SPENDER);
    });

    it('marks a transaction that moves native value as high risk, a token transfer of no value not', () => {
      expect(send({ to: SPENDER, value: 1n }).highRisk).to.equal(true);
      expect(
        send({ to: TOKEN, data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [SPENDER, 5n] }) })
          .highRisk,
      ).to.equal(false);
    });
  });

  describe('F4: every typed-data approval shows its network', () => {
    it('shows the domain chain as the network', () => {
      const details = signTyped(permit({ chainId: 137 }), 137);
      expect(details.rows[0]).to.deep.equal({ label: 'Network', value: 'Chain 137' });
    });

    it('shows "Any chain" with a warning when the domain names no chain', () => {
      for (const chainId of [null, undefined]) {
        const data = permit();
        const domain =
          chainId === null ? { ...data.domain, chainId: null } : { name: data.domain.name, verifyingContract: TOKEN };
        const details = signTyped({
          ...data,
          primaryType: 'Mail',
          types: { Mail: [{ name: 'owner', type: 'address' }] },
          domain,
        });
        expect(row(details, 'Network'), String(chainId)).to.equal('Any chain');
        expect(details.warnings, String(chainId)).to.deep.equal([ANY_CHAIN_WARNING]);
      }
    });
  });

  describe('F5: a transaction shows its gas limit, its maximum network fee and a nonce the page chose', () => {
    it('shows network, recipient, value, gas limit, fee per gas and the maximum fee, in order', () => {
      const details = send({ to: SPENDER, value: parseEther('0.5') }, 31337);
      expect(details.rows.map((entry) => [entry.label, entry.value])).to.deep.equal([
        ['Network', 'Chain 31337'],
        ['To', SPENDER],
        ['Value', '0.5 (native)'],
        ['Gas limit', '21000'],
        ['Max fee per gas', '2 gwei'],
        ['Max network fee', '0.000042 (native)'],
      ]);
      expect(details.warnings).to.deep.equal([]);
    });

    it('F5 reproduction: 10,000,000 gas × 10,000 gwei set by the page shows a 100 (native) fee with warnings; a page nonce is shown', () => {
      const details = send({
        to: '0x000000000000000000000000000000000000bEEF',
        value: 1n,
        gas: 10_000_000n,
        nonce: 7,
        fees: { type: 'eip1559', maxFeePerGas: parseGwei('10000'), maxPriorityFeePerGas: parseGwei('1') },
        setBySite: { gas: true, fees: true },
      });
      expect(row(details, 'Gas limit')).to.equal('10000000 (set by the site)');
      expect(row(details, 'Max fee per gas')).to.equal('10000 gwei (set by the site)');
      expect(row(details, 'Max network fee')).to.equal('100 (native)');
      expect(row(details, 'Nonce')).to.equal('7 (set by the site)');
      expect(details.warnings).to.deep.equal([HIGH_FEE_WARNING, FEE_ABOVE_VALUE_WARNING]);
      expect(details.highRisk).to.equal(true);
    });

    it('warns from 0.05 (native) of fee, or when the fee can exceed the amount sent; a legacy gas price is shown as such', () => {
      const atCeiling = send({ gas: 50_000n, fees: { type: 'legacy', gasPrice: parseGwei('1000') } });
      expect([row(atCeiling, 'Gas price'), row(atCeiling, 'Max network fee'), atCeiling.warnings.length]).to.deep.equal(
        ['1000 gwei', '0.05 (native)', 0],
      );
      const above = send({ gas: 50_001n, fees: { type: 'legacy', gasPrice: parseGwei('1000') } });
      expect([above.warnings, above.highRisk]).to.deep.equal([[HIGH_FEE_WARNING], true]);
      expect(send({ to: SPENDER, value: (41_999n * parseGwei('2')) / 2n }).warnings).to.deep.equal([
        FEE_ABOVE_VALUE_WARNING,
      ]);
    });

    it('shows a contract call without a known selector as its data, a creation as "New contract"', () => {
      const data = toHex(new Uint8Array(120).fill(1));
      const details = send({ data });
      expect(row(details, 'To')).to.equal('New contract');
      expect(row(details, 'Data')).to.equal(`${data.slice(0, 202)}…`);
    });
  });
});
