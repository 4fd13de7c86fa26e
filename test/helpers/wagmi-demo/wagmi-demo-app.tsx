import { formatUnits, type Address } from 'viem';
import {
  useAccount,
  useBalance,
  useChainId,
  useChains,
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
} from 'wagmi';
import { WAGMI_DEMO_MESSAGE, WAGMI_DEMO_SEND_WEI } from './wagmi-demo-messages.js';

/**
 * The wagmi page's body: wagmi hooks only (issue 20 part 2). The visitor connects with the
 * page's <w3m-button>; everything shown and done here is wagmi's. The `demo-*` test ids repeat
 * the demo page's, from wagmi's state, so the e2e helpers of the embedded wallet drive both pages.
 */
export function WagmiDemoApp({ receiver }: { receiver: Address }) {
  const connection = useConnection();
  const account = useAccount();
  const configChainId = useChainId();
  const chains = useChains();
  const balance = useBalance({ address: connection.address, chainId: connection.chainId });
  const signMessage = useSignMessage();
  const sendTransaction = useSendTransaction({ mutation: { onSuccess: () => void balance.refetch() } });
  const switchChain = useSwitchChain();
  const disconnect = useDisconnect();
  const error = [signMessage.error, sendTransaction.error, switchChain.error, disconnect.error].find(Boolean);
  const caipAddress = connection.address ? `eip155:${connection.chainId}:${connection.address}` : '—';

  return (
    <main>
      <section aria-labelledby="wagmi-state-title">
        <h2 id="wagmi-state-title">
          wagmi's state (<code>useConnection</code>, <code>useAccount</code>, <code>useBalance</code>)
        </h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="wagmi-status">{connection.status}</dd>
          <dt>Address</dt>
          <dd data-testid="wagmi-address">{connection.address ?? '—'}</dd>
          <dt>useAccount</dt>
          <dd data-testid="wagmi-account-address">{account.address ?? '—'}</dd>
          <dt>Chain</dt>
          <dd data-testid="wagmi-chain-id">{connection.chainId ?? '—'}</dd>
          <dt>Config chain</dt>
          <dd data-testid="wagmi-config-chain-id">{configChainId}</dd>
          <dt>Connector</dt>
          <dd data-testid="wagmi-connector">
            {connection.connector ? `${connection.connector.name} (${connection.connector.type})` : '—'}
          </dd>
          <dt>Connector id</dt>
          <dd data-testid="wagmi-connector-id">{connection.connector?.id ?? '—'}</dd>
          <dt>Balance</dt>
          <dd data-testid="wagmi-balance">
            {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '—'}
          </dd>
          <dt>Balance (wei)</dt>
          <dd data-testid="wagmi-balance-wei">{balance.data ? String(balance.data.value) : '—'}</dd>
          <dt hidden>Demo status</dt>
          <dd hidden data-testid="demo-status">
            {connection.status}
          </dd>
          <dd hidden data-testid="demo-address">
            {connection.address ?? '—'}
          </dd>
          <dd hidden data-testid="demo-caip-address">
            {caipAddress}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="wagmi-actions-title">
        <h2 id="wagmi-actions-title">wagmi's actions</h2>
        <div className="row">
          <button
            className="demo"
            data-testid="wagmi-sign-message"
            onClick={() => signMessage.mutate({ message: WAGMI_DEMO_MESSAGE })}
          >
            useSignMessage
          </button>
          <button
            className="demo"
            data-testid="wagmi-send-transaction"
            onClick={() => sendTransaction.mutate({ to: receiver, value: WAGMI_DEMO_SEND_WEI })}
          >
            useSendTransaction: 0.001 ETH to dev account #9
          </button>
          {chains.map((chain) => (
            <button
              key={chain.id}
              className="demo"
              data-testid={`wagmi-switch-${chain.id}`}
              onClick={() => switchChain.mutate({ chainId: chain.id })}
            >
              useSwitchChain: {chain.name}
            </button>
          ))}
          <button className="demo" data-testid="wagmi-disconnect" onClick={() => disconnect.mutate()}>
            useDisconnect
          </button>
        </div>
        <dl>
          <dt>Signature</dt>
          <dd data-testid="wagmi-signature">{signMessage.data ?? '—'}</dd>
          <dt>Transaction</dt>
          <dd data-testid="wagmi-tx-hash">{sendTransaction.data ?? '—'}</dd>
          <dt>Error</dt>
          <dd data-testid="wagmi-error">
            {error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : '—'}
          </dd>
        </dl>
      </section>
    </main>
  );
}
