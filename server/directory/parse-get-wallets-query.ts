/** The validated query of GET /getWallets. */
export interface GetWalletsQuery {
  /** 1-based. */
  page: number;
  entries: number;
  include: string[];
  exclude: string[];
  search: string;
  /** Only 'certified' filters; 'none' (or nothing) lists every wallet. */
  badgeType: 'none' | 'certified';
  /** Namespaces of the requested CAIP-2 chains (see find-wallets.ts for why namespaces). */
  namespaces: string[];
}

export type ParseGetWalletsQueryReturnType = { query: GetWalletsQuery } | { error: string };

export const GET_WALLETS_DEFAULT_ENTRIES = 40;
export const GET_WALLETS_MAX_ENTRIES = 100;
const MAX_PAGE = 100_000;
const MAX_IDS = 500;
const MAX_SEARCH_LENGTH = 100;
const ID = /^[A-Za-z0-9-]{1,100}$/;
/** CAIP-2: namespace (3–8 of [-a-z0-9]) and reference (1–32 of [-_a-zA-Z0-9]) or `*`. */
const CAIP2 = /^([-a-z0-9]{3,8}):(?:[-_a-zA-Z0-9]{1,32}|\*)$/;

/**
 * Validates the query of GET /getWallets. `entries` above 100 is lowered to 100; anything
 * malformed gives an error naming the parameter.
 *
 * @example
 * parseGetWalletsQuery({ params: { page: '2', entries: '40', search: 'trust' } });
 */
export function parseGetWalletsQuery({
  params,
}: {
  params: Record<string, string | undefined>;
}): ParseGetWalletsQueryReturnType {
  const page = readPositiveInteger(params.page, 1);
  if (page === undefined || page > MAX_PAGE) return { error: 'page must be an integer from 1' };
  const entries = readPositiveInteger(params.entries, GET_WALLETS_DEFAULT_ENTRIES);
  if (entries === undefined) return { error: 'entries must be an integer from 1' };

  const include = splitList(params.include);
  const exclude = splitList(params.exclude);
  if (include.length > MAX_IDS || exclude.length > MAX_IDS)
    return { error: `include and exclude take at most ${MAX_IDS} ids` };
  if (![...include, ...exclude].every((id) => ID.test(id))) return { error: 'include and exclude take wallet ids' };

  const search = (params.search ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) return { error: `search is at most ${MAX_SEARCH_LENGTH} characters` };

  const badgeType = params.badge_type?.trim() || 'none';
  if (badgeType !== 'none' && badgeType !== 'certified') return { error: "badge_type must be 'none' or 'certified'" };

  const chains = splitList(params.chains);
  const namespaces: string[] = [];
  for (const chain of chains) {
    const namespace = CAIP2.exec(chain)?.[1];
    if (!namespace) return { error: 'chains takes CAIP-2 ids (namespace:reference)' };
    if (!namespaces.includes(namespace)) namespaces.push(namespace);
  }
  return {
    query: {
      page,
      entries: Math.min(entries, GET_WALLETS_MAX_ENTRIES),
      include,
      exclude,
      search,
      badgeType,
      namespaces,
    },
  };
}

function readPositiveInteger(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

function splitList(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}
