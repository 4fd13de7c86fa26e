import type { Network } from './network.js';

/**
 * What the send form needs of the NamesController (issue 18): a receiver name → its address.
 * The controller throws a NamesError whose message is the names-en text to show.
 */
export interface NameResolver {
  resolveName(parameters: { name: string; network: Network }): Promise<{ address: string; avatar?: string }>;
}

/** The lazy access to a {@link NameResolver} (`AppControllers.names`); absent without an `apiUrl`. */
export interface NameResolverAccess {
  load(): Promise<NameResolver>;
}
