import type { WritableAtom } from 'nanostores';
import type { Connector } from '../types/connector.js';

/** The connectors the modal offers, de-duplicated as wallets appear (DESIGN §6). */
export class ConnectorController {
  constructor(private readonly parameters: { store: WritableAtom<readonly Connector[]> }) {}

  get all(): readonly Connector[] {
    return this.parameters.store.get();
  }

  get(id: string): Connector | undefined {
    return this.all.find((connector) => connector.id === id);
  }

  /**
   * Adds a connector. A second one with the same id or rdns is ignored (a wallet announcing twice);
   * a legacy injected wallet is dropped when an announced one wraps the same provider.
   */
  add(connector: Connector): void {
    const current = this.all;
    if (current.some((existing) => isSameWallet(existing, connector))) return;
    const next =
      connector.type === 'ANNOUNCED'
        ? current.filter((existing) => !(existing.type === 'INJECTED' && existing.provider === connector.provider))
        : current;
    this.parameters.store.set([...next, connector]);
  }

  remove(id: string): void {
    this.parameters.store.set(this.all.filter((connector) => connector.id !== id));
  }

  /** Resolves with the connector once it is known, or undefined after `timeoutMs`. */
  waitFor({ id, timeoutMs }: { id: string; timeoutMs: number }): Promise<Connector | undefined> {
    const found = this.get(id);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      const unsubscribe = this.parameters.store.listen(() => {
        const connector = this.get(id);
        if (connector) finish(connector);
      });
      function finish(connector: Connector | undefined): void {
        clearTimeout(timer);
        unsubscribe();
        resolve(connector);
      }
    });
  }
}

function isSameWallet(a: Connector, b: Connector): boolean {
  if (a.id === b.id) return true;
  if (a.type === 'INJECTED' && b.type === 'ANNOUNCED') return false; // the announced one replaces it
  const rdnsA = a.info?.rdns;
  return Boolean(rdnsA) && rdnsA === b.info?.rdns && a.chain === b.chain;
}
