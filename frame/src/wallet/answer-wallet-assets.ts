import { parseUnits, toHex } from 'viem';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { HttpClient, type TokenBalancesAnswer } from '../../../src/core/protocol/index.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import type { FrameContext } from '../handlers/frame-context.js';

const isHexChainId = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value);

/** The chains a request names (hex chain ids), or the frame's current EVM chain. */
function requestedChains(context: FrameContext, chainFilter: unknown): string[] {
  const listed = Array.isArray(chainFilter) ? chainFilter.filter(isHexChainId).slice(0, 16) : [];
  return listed.length ? listed : [toHex(Number(context.networks.eip155.split(':')[1]))];
}

/**
 * `wallet_getCapabilities` (EIP-5792), answered by the frame itself: asset discovery is
 * supported on every chain the frame's server serves.
 *
 * @example
 * answerCapabilities({ context, params: [address, ['0x7a69']] }); // { '0x7a69': { assetDiscovery: { supported: true } } }
 */
export function answerCapabilities({
  context,
  params,
}: {
  context: FrameContext;
  params: unknown;
}): Record<string, unknown> {
  const list = Array.isArray(params) ? params : [];
  return Object.fromEntries(
    requestedChains(context, list[1]).map((chain) => [chain, { assetDiscovery: { supported: true } }]),
  );
}

/** What answerAssets throws: 4100 for another account, -32603 when the server's balances do not come. */
export type AnswerAssetsErrorType = InvalidRequestError | ErrorType;

/**
 * `wallet_getAssets` (EIP-7811; SPEC §3 "Discovered asset"): the wallet's own account only, its
 * balances per requested chain from the frame's server (the data API's balance endpoint), as
 * `{ [hexChainId]: [{ address, balance (hex), type, metadata }] }`.
 *
 * @example
 * await answerAssets({ context, params: [{ account: address, chainFilter: ['0x7a69'] }] });
 */
export async function answerAssets({
  context,
  params,
  account = context.vault.addresses?.evmAddress,
}: {
  context: FrameContext;
  params: unknown;
  /** The active account (the smart account when chosen); the key's own by default. */
  account?: string | undefined;
}): Promise<Record<string, unknown[]>> {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    { account?: unknown; chainFilter?: unknown } | undefined;
  if (!account || typeof request?.account !== 'string' || request.account.toLowerCase() !== account.toLowerCase())
    throw new InvalidRequestError({ message: 'Assets are listed for this wallet’s own account only', code: 4100 });
  const result: Record<string, unknown[]> = {};
  const dataApi = new HttpClient({
    baseUrl: location.origin,
    projectId: context.projectId,
    sdkType: 'frame',
    sdkVersion: '4',
    credentials: 'omit',
  });
  for (const chain of requestedChains(context, request.chainFilter)) {
    const answer = await dataApi
      .get<Partial<TokenBalancesAnswer>>({
        path: `/v1/account/${account}/balance`,
        params: { currency: 'usd', chainId: `eip155:${Number(chain)}` },
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError)
          throw new InvalidRequestError({ message: `HTTP status code: ${error.status}`, code: -32603 });
        throw error;
      });
    const { balances = [] } = answer;
    result[chain] = balances.map((balance) => {
      const decimals = Number(balance.quantity.decimals);
      const tokenAddress = balance.address?.split(':').pop();
      return {
        address: tokenAddress ?? 'native',
        balance: toHex(parseUnits(balance.quantity.numeric, decimals)),
        type: tokenAddress ? 'ERC20' : 'NATIVE',
        metadata: {
          name: balance.name,
          symbol: balance.symbol,
          decimals,
          ...(balance.price === undefined ? {} : { price: balance.price }),
          ...(balance.iconUrl ? { iconUrl: balance.iconUrl } : {}),
        },
      };
    });
  }
  return result;
}
