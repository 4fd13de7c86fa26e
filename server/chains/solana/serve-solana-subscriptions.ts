// SHIM — the WebSocket side of the local Solana endpoint (web3.js connects to the RPC port + 1).
// signatureSubscribe, accountSubscribe and slotSubscribe with their unsubscribes. Every commit
// is final at once, so a signature notification comes as soon as the transaction landed (or at
// once when it already had), whatever commitment was asked for.
import type { WebSocket, WebSocketServer } from 'ws';
import { PublicKey } from '@solana/web3.js';
import type { SolanaBank } from './create-solana-bank.js';
import { emptySolanaAccount, encodeSolanaAccount, type AccountEncodingConfig } from './encode-solana-account.js';
import { mintDecimalsOf } from './parse-token-account.js';
import { errorResponse } from './handle-solana-json-rpc.js';
import { SolanaRpcError } from './solana-rpc-error.js';

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: string; config: AccountEncodingConfig }
  | { kind: 'slot'; socket: WebSocket };

/**
 * Serves subscriptions on `wss` from the bank's commits. Returns the function that detaches it.
 *
 * @example
 * const detach = serveSolanaSubscriptions({ wss, bank });
 */
export function serveSolanaSubscriptions({ wss, bank }: { wss: WebSocketServer; bank: SolanaBank }): () => void {
  let nextId = 0;
  const subscriptions = new Map<number, Subscription>();
  const mintDecimals = (mint: string) => {
    const account = bank.getAccount(mint);
    return account ? mintDecimalsOf({ owner: account.owner, data: account.data }) : undefined;
  };
  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) => {
    if (socket.readyState === socket.OPEN)
      socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
  };
  const notifySignature = (id: number, subscription: Subscription & { kind: 'signature' }) => {
    const status = bank.getSignatureStatus(subscription.signature);
    if (!status) return;
    subscriptions.delete(id); // signature subscriptions end with their one notification
    notify(subscription.socket, 'signatureNotification', id, {
      context: { slot: status.slot },
      value: { err: status.err },
    });
  };

  const offCommit = bank.onCommit((commit) => {
    for (const [id, subscription] of [...subscriptions]) {
      if (subscription.kind === 'signature' && subscription.signature === commit.signature)
        notifySignature(id, subscription);
      if (subscription.kind === 'slot')
        notify(subscription.socket, 'slotNotification', id, {
          parent: Math.max(commit.slot - 1, 0),
          slot: commit.slot,
          root: commit.slot,
        });
      if (subscription.kind === 'account' && commit.addresses.includes(subscription.address)) {
        const account = bank.getAccount(subscription.address) ?? emptySolanaAccount();
        notify(subscription.socket, 'accountNotification', id, {
          context: { slot: commit.slot },
          value: encodeSolanaAccount({ account, config: subscription.config, mintDecimals }),
        });
      }
    }
  });

  function handle(socket: WebSocket, request: Record<string, unknown>): unknown {
    const params = Array.isArray(request.params) ? request.params : [];
    switch (request.method) {
      case 'signatureSubscribe': {
        if (typeof params[0] !== 'string')
          throw SolanaRpcError.invalidParams('Invalid params: signature must be a string');
        const id = nextId++;
        const subscription = { kind: 'signature', socket, signature: params[0] } as const;
        subscriptions.set(id, subscription);
        setImmediate(() => notifySignature(id, subscription)); // after the subscribe answer
        return id;
      }
      case 'accountSubscribe': {
        if (typeof params[0] !== 'string')
          throw SolanaRpcError.invalidParams('Invalid params: address must be a string');
        let address: string;
        try {
          address = new PublicKey(params[0]).toBase58();
        } catch {
          throw SolanaRpcError.invalidParams('Invalid param: WrongSize');
        }
        const config = (typeof params[1] === 'object' && params[1] !== null ? params[1] : {}) as AccountEncodingConfig;
        const id = nextId++;
        subscriptions.set(id, { kind: 'account', socket, address, config });
        return id;
      }
      case 'slotSubscribe': {
        const id = nextId++;
        subscriptions.set(id, { kind: 'slot', socket });
        return id;
      }
      case 'signatureUnsubscribe':
      case 'accountUnsubscribe':
      case 'slotUnsubscribe': {
        const id = params[0];
        const subscription = typeof id === 'number' ? subscriptions.get(id) : undefined;
        if (!subscription || subscription.socket !== socket) {
          // A fulfilled signature subscription is already gone; the real node answers the same.
          throw new SolanaRpcError({ code: -32602, message: 'Invalid subscription id.' });
        }
        subscriptions.delete(id as number);
        return true;
      }
      default:
        throw SolanaRpcError.methodNotFound(String(request.method));
    }
  }

  const onConnection = (socket: WebSocket) => {
    socket.on('message', (data) => {
      let request: unknown;
      try {
        request = JSON.parse(String(data));
      } catch {
        socket.send(
          JSON.stringify(
            errorResponse({ id: null, error: new SolanaRpcError({ code: -32700, message: 'Parse error' }) }),
          ),
        );
        return;
      }
      if (typeof request !== 'object' || request === null) return;
      const message = request as Record<string, unknown>;
      // web3.js sends `ping` notifications (no id) to keep the socket open: nothing to answer.
      if (message.id === undefined || message.id === null) return;
      const id = typeof message.id === 'number' || typeof message.id === 'string' ? message.id : null;
      try {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: handle(socket, message) }));
      } catch (error) {
        socket.send(JSON.stringify(errorResponse({ id, error })));
      }
    });
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id);
    });
  };
  wss.on('connection', onConnection);
  return () => {
    offCommit();
    wss.off('connection', onConnection);
    subscriptions.clear();
  };
}
