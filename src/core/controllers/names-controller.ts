import * as v from 'valibot';
import {
  IDENTITY_CACHE_MS,
  NAME_RESOLUTION_CACHE_MS,
  NAME_SUGGESTIONS_CACHE_MS,
  NAMES_REQUEST_TIMEOUT_MS,
} from '../constants.js';
import { NamesError } from '../errors/names-error.js';
import { HttpError } from '../errors/internal-errors.js';
import { isUserRejection } from '../errors/provider-rpc-error.js';
import { $namesMessages } from '../messages/names-messages.js';
import { identityAnswerSchema, type IdentityAnswer } from '../protocol/chain-data.js';
import type { HttpClient } from '../protocol/http-client.js';
import {
  DEFAULT_NAME_ZONE,
  IDENTITY_PATH,
  PROFILE_ACCOUNT_PATH,
  PROFILE_AVATAR_PATH,
  PROFILE_REVERSE_PATH,
  PROFILE_SUGGESTIONS_PATH,
  SOLANA_COIN_TYPE,
  chainIdForCoinType,
  coinTypeForChainId,
  isServiceName,
  isValidNameLabel,
  nameRecordListSchema,
  nameRecordSchema,
  nameServiceErrorSchema,
  nameSuggestionsAnswerSchema,
  type NameRecord,
  type NameSuggestionsAnswer,
  type RegisterNameBody,
} from '../protocol/names-api.js';
import type { AppStorage } from '../storage/storage.js';
import type { ChainNamespace } from '../types/caip.js';
import type { Connector } from '../types/connector.js';
import type { ResolvedFeatures } from '../types/features.js';
import type { Network } from '../types/network.js';
import { createQueryCache } from '../utils/create-query-cache.js';
import { TimeoutError, withTimeout } from '../utils/with-timeout.js';
import type { ChainController } from './chain-controller.js';
import { createIdentityCache } from './identity-cache.js';

/** Resolves an ENS name on a network with a universal resolver (viem's ENS actions; connectors/evm). */
export type ResolveEnsName = (parameters: {
  name: string;
  network: Network;
  universalResolverAddress: `0x${string}`;
}) => Promise<{ address: string | null }>;

export interface NamesControllerParameters {
  /** The name service (the reference server), with the project's `projectId`, `st` and `sv`. */
  api: HttpClient;
  chains: Pick<ChainController, 'activeNamespace' | 'getAccount' | 'getChain' | 'patchAccount'>;
  getConnector: (id: string) => Connector | undefined;
  /** The feature switches in force (`nameRegistration`). */
  getFeatures: () => ResolvedFeatures;
  /** Signs the registration message with the namespace's connected wallet (personal_sign / solana:signMessage). */
  signMessage: (parameters: { namespace: ChainNamespace; address: string; message: string }) => Promise<string>;
  /** ENS resolution; without it `.eth` names are unavailable everywhere. */
  resolveEns?: ResolveEnsName | undefined;
  /** Keeps identity answers across reloads (key `identityCache`). */
  storage?: AppStorage | undefined;
  /** The zone names are registered in (server configuration; SPEC §9 default `reown.id`). */
  zone?: string | undefined;
  timeoutMs?: number | undefined;
  now?: (() => number) | undefined;
}

export interface GetIdentityParameters {
  address: string;
}
export interface RefreshProfileParameters {
  namespace: ChainNamespace;
}
export interface GetSuggestionsParameters {
  /** The label typed, without the zone. */
  label: string;
}
export type GetSuggestionsReturnType = NameSuggestionsAnswer['suggestions'];
export interface GetNamesForAddressParameters {
  address: string;
}
export interface ResolveNameParameters {
  /** A service name (`alice.reown.id`, legacy `alice.wcn.id`) or an ENS `.eth` name. */
  name: string;
  /** The network the address is for: its coin type picks the name's address. */
  network: Network;
}
export interface ResolveNameReturnType {
  address: string;
  /** The name service's image of a service name; none for `.eth` (an ENS avatar is a URL its owner typed). */
  avatar?: string | undefined;
}
export interface RegisterNameParameters {
  /** The label (SPEC §5 rule); the zone is added. */
  label: string;
}

/**
 * Names (issue 18): the identity of addresses (cached 5 min in memory and storage, SPEC §9), the
 * profile name and image of connected accounts, suggestions, reverse lookup, resolution of a
 * service or ENS name to an address, and registration of a name signed by the connected wallet.
 * Every request is bounded; every failure is a {@link NamesError} whose message is the text to show.
 *
 * @example
 * const names = new NamesController({ api, chains, getConnector, getFeatures, signMessage, storage });
 * await names.refreshProfile({ namespace: 'eip155' }); // the account shows alice.reown.id
 * const { address } = await names.resolveName({ name: 'alice.reown.id', network });
 */
export class NamesController {
  /** The zone registered names end in, e.g. `reown.id`. */
  readonly zone: string;
  private readonly identities;
  private readonly suggestions;
  private readonly records;
  private readonly ensAnswers;

  constructor(private readonly parameters: NamesControllerParameters) {
    const now = parameters.now ?? Date.now;
    this.zone = parameters.zone ?? DEFAULT_NAME_ZONE;
    this.identities = createIdentityCache({ storage: parameters.storage, ttlMs: IDENTITY_CACHE_MS, now });
    this.suggestions = createQueryCache<GetSuggestionsReturnType>({ ttlMs: NAME_SUGGESTIONS_CACHE_MS, now });
    this.records = createQueryCache<NameRecord>({ ttlMs: NAME_RESOLUTION_CACHE_MS, now });
    this.ensAnswers = createQueryCache<{ address: string | null }>({ ttlMs: NAME_RESOLUTION_CACHE_MS, now });
  }

  /** The name and avatar URL of an address (nulls without a name); asked at most once per 5 min. */
  getIdentity({ address }: GetIdentityParameters): Promise<IdentityAnswer> {
    return this.identities.get({
      key: addressKey(address),
      load: () =>
        this.request({
          schema: identityAnswerSchema,
          failure: $namesMessages.get().serviceUnavailable,
          send: (signal) =>
            this.parameters.api.get({ path: `${IDENTITY_PATH}/${encodeURIComponent(address)}`, signal }),
        }),
    });
  }

  /**
   * Writes the identity of the namespace's connected address to its account (`profileName`,
   * `profileImage`); an avatar from anywhere but the name service's origin is left out. An answer
   * for an address the namespace no longer has is dropped.
   */
  async refreshProfile({ namespace }: RefreshProfileParameters): Promise<void> {
    const { chains } = this.parameters;
    const { status, address } = chains.getAccount(namespace);
    if (status !== 'connected' || !address) return;
    const { name, avatar } = await this.getIdentity({ address });
    const current = chains.getAccount(namespace);
    if (current.status !== 'connected' || current.address !== address) return;
    chains.patchAccount({
      namespace,
      patch: { profileName: name ?? undefined, profileImage: name ? this.ownAvatar(avatar) : undefined },
    });
  }

  /** The label itself first (registered or not), then free variants in the zone. */
  getSuggestions({ label }: GetSuggestionsParameters): Promise<GetSuggestionsReturnType> {
    return this.suggestions.get({
      key: label.toLowerCase(),
      load: async () => {
        const answer = await this.request({
          schema: nameSuggestionsAnswerSchema,
          failure: $namesMessages.get().suggestionsError,
          send: (signal) =>
            this.parameters.api.get({
              path: `${PROFILE_SUGGESTIONS_PATH}/${encodeURIComponent(label)}`,
              params: { zone: this.zone },
              signal,
            }),
        });
        return answer.suggestions;
      },
    });
  }

  /** The names registered for an address (empty when none). */
  getNamesForAddress({ address }: GetNamesForAddressParameters): Promise<NameRecord[]> {
    return this.request({
      schema: nameRecordListSchema,
      failure: $namesMessages.get().namesForAddressError,
      send: (signal) =>
        this.parameters.api.get({ path: `${PROFILE_REVERSE_PATH}/${encodeURIComponent(address)}`, signal }),
    });
  }

  /**
   * The address a name stands for on `network`: a service name's address of the network's coin
   * type, else its first address of the same namespace; a `.eth` name through ENS where the
   * network has a universal resolver. Unknown names throw 'Error resolving name'.
   */
  async resolveName({ name, network }: ResolveNameParameters): Promise<ResolveNameReturnType> {
    const lower = name.trim().toLowerCase();
    if (isServiceName(lower)) {
      const record = await this.records.get({
        key: lower,
        load: () =>
          this.request({
            schema: nameRecordSchema,
            failure: $namesMessages.get().resolveError,
            send: (signal) =>
              this.parameters.api.get({ path: `${PROFILE_ACCOUNT_PATH}/${encodeURIComponent(lower)}`, signal }),
          }),
      });
      const address = pickAddress({ record, network });
      if (!address) throw new NamesError({ message: $namesMessages.get().resolveError });
      return { address, avatar: this.avatarUrl(record.name) };
    }
    if (!lower.endsWith('.eth') || lower.length <= '.eth'.length)
      throw new NamesError({ message: $namesMessages.get().resolveError });
    const universalResolverAddress = network.contracts?.ensUniversalResolver?.address;
    const { resolveEns } = this.parameters;
    if (!universalResolverAddress || !resolveEns || network.chainNamespace !== 'eip155')
      throw new NamesError({ message: $namesMessages.get().namesUnavailable });
    const answer = await this.ensAnswers.get({
      key: `${network.caipNetworkId}|${lower}`,
      load: () =>
        this.bounded({
          failure: $namesMessages.get().resolveError,
          run: () => resolveEns({ name: lower, network, universalResolverAddress }),
        }),
    });
    if (!answer.address) throw new NamesError({ message: $namesMessages.get().resolveError });
    // No ENS avatar: its record is a URL its owner typed, and the modal shows only the name service's images (issue 18).
    return { address: answer.address };
  }

  /**
   * Registers `{label}.{zone}` for the active namespace's connected address: signs the SPEC §7
   * message with the connected wallet (the embedded wallet's unless `nameRegistration` is 'any')
   * and sends it to the name service. On success the account shows the name at once.
   * A declined signature throws a NamesError of kind 'cancelled'.
   */
  async register({ label }: RegisterNameParameters): Promise<NameRecord> {
    const { chains, signMessage, api } = this.parameters;
    const name = `${label}.${this.zone}`;
    const namespace = chains.activeNamespace;
    const account = namespace ? chains.getAccount(namespace) : undefined;
    const { address } = account ?? {};
    if (!namespace || account?.status !== 'connected' || !address || !this.mayRegister(account.connectorId))
      throw new NamesError({ message: $namesMessages.get().noAuthConnector });
    if (!isValidNameLabel(label)) throw new NamesError({ message: $namesMessages.get().registerError(name) });
    const coinType = coinTypeOf({ namespace, chainId: chains.getChain(namespace)?.activeChainId });
    if (coinType === undefined) throw new NamesError({ message: $namesMessages.get().registerError(name) });
    const now = this.parameters.now ?? Date.now;
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now() / 1000) });
    let signature: string;
    try {
      signature = await signMessage({ namespace, address, message });
    } catch (error) {
      const cancelled = isUserRejection(error);
      throw new NamesError({
        message: $namesMessages.get().registerError(name),
        kind: cancelled ? 'cancelled' : 'failed',
        cause: error,
      });
    }
    const body: RegisterNameBody = { coin_type: coinType, address, message, signature };
    const record = await this.request({
      schema: nameRecordSchema,
      failure: $namesMessages.get().registerError(name),
      send: (signal) => api.post({ path: PROFILE_ACCOUNT_PATH, body, signal }),
      readRefusal: (error) => {
        const refusal = v.safeParse(nameServiceErrorSchema, error.body);
        return refusal.success ? refusal.output.reasons[0]?.description || undefined : undefined;
      },
    });
    const identity = { name: record.name, avatar: this.avatarUrl(record.name) };
    this.identities.set({ key: addressKey(address), value: identity });
    this.suggestions.clear();
    const current = chains.getAccount(namespace);
    if (current.status === 'connected' && current.address === address)
      chains.patchAccount({ namespace, patch: { profileName: identity.name, profileImage: identity.avatar } });
    return record;
  }

  /** SPEC §8 "Address or auth connector not found" unless `nameRegistration` lets this connector register. */
  private mayRegister(connectorId: string | undefined): boolean {
    const mode = this.parameters.getFeatures().nameRegistration;
    if (mode === 'any') return true;
    if (mode !== 'embedded' || !connectorId) return false;
    return this.parameters.getConnector(connectorId)?.type === 'AUTH';
  }

  /** The name service's image of a name (the only avatar the modal shows; DESIGN: nothing user-typed is fetched). */
  private avatarUrl(name: string): string {
    return this.parameters.api.url({ path: `${PROFILE_AVATAR_PATH}/${encodeURIComponent(name)}` });
  }

  /** The avatar URL when it is on the name service's own origin, else undefined. */
  private ownAvatar(avatar: string | null): string | undefined {
    if (!avatar) return undefined;
    try {
      const serviceOrigin = new URL(this.parameters.api.url({ path: '/' })).origin;
      return new URL(avatar).origin === serviceOrigin ? avatar : undefined;
    } catch {
      return undefined;
    }
  }

  /** One request to the name service, bounded, its answer checked; failures become NamesErrors. */
  private request<TSchema extends v.GenericSchema>({
    schema,
    failure,
    send,
    readRefusal,
  }: {
    schema: TSchema;
    /** The text of any failure but a timeout (and a refusal `readRefusal` explains). */
    failure: string;
    send: (signal: AbortSignal) => Promise<unknown>;
    readRefusal?: (error: HttpError) => string | undefined;
  }): Promise<v.InferOutput<TSchema>> {
    return this.bounded({
      failure,
      run: async (signal) => {
        let answer: unknown;
        try {
          answer = await send(signal);
        } catch (error) {
          const refusal = error instanceof HttpError ? readRefusal?.(error) : undefined;
          if (refusal) throw new NamesError({ message: refusal, cause: error });
          throw error;
        }
        const parsed = v.safeParse(schema, answer);
        if (!parsed.success) throw new NamesError({ message: failure, cause: parsed.issues });
        return parsed.output;
      },
    });
  }

  /** Runs `run` within the timeout: a timeout or an unreachable service is `serviceUnavailable`. */
  private async bounded<T>({
    failure,
    run,
  }: {
    failure: string;
    run: (signal: AbortSignal) => Promise<T>;
  }): Promise<T> {
    try {
      return await withTimeout({ timeoutMs: this.parameters.timeoutMs ?? NAMES_REQUEST_TIMEOUT_MS, run });
    } catch (error) {
      if (error instanceof NamesError) throw error;
      // fetch rejects with a TypeError when the service cannot be reached at all.
      const unavailable = error instanceof TimeoutError || error instanceof TypeError;
      throw new NamesError({ message: unavailable ? $namesMessages.get().serviceUnavailable : failure, cause: error });
    }
  }
}

/** How an address is keyed in the identity cache: EVM addresses in any case are one. */
function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}

/**
 * The coin type a namespace's chain signs for: ENSIP-11 for EVM, 501 for Solana, undefined for
 * others. Throws NamesError 'Invalid chainId' for an EVM chain id of 2^31 or more (SPEC §5).
 */
function coinTypeOf({ namespace, chainId }: { namespace: ChainNamespace; chainId: number | string | undefined }) {
  if (namespace === 'solana') return SOLANA_COIN_TYPE;
  if (namespace !== 'eip155' || chainId === undefined) return undefined;
  try {
    return coinTypeForChainId(Number(chainId));
  } catch (error) {
    throw new NamesError({ message: $namesMessages.get().invalidChainId, cause: error });
  }
}

/** A name's address for the network's coin type, else its first of the network's namespace. */
function pickAddress({ record, network }: { record: NameRecord; network: Network }): string | undefined {
  const coinType = coinTypeOf({ namespace: network.chainNamespace, chainId: network.id });
  if (coinType === undefined) return undefined;
  const exact = record.addresses[String(coinType)];
  if (exact) return exact.address;
  const sameNamespace = (key: string) =>
    network.chainNamespace === 'solana'
      ? Number(key) === SOLANA_COIN_TYPE
      : Number(key) === 60 || chainIdForCoinType(Number(key)) !== undefined;
  return Object.entries(record.addresses).find(([key]) => sameNamespace(key))?.[1].address;
}
