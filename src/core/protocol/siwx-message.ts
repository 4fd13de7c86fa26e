import type { SiwxMessageData } from './siwx-types.js';

// The sign-in message text (SPEC §3 "Sign-in message"; issue 16 part 2), one format per namespace:
// - eip155: EIP-4361, byte-identical to viem's `createSiweMessage` (Chain ID is the numeric reference,
//   an empty statement still leaves its blank line);
// - solana: Sign-In-With-Solana, byte-identical to `@solana/wallet-standard-util` 1.1.2
//   `createSignInMessageText` (Chain ID is the whole CAIP-2 id, no blank lines without a statement);
// - others: CAIP-122 laid out like EIP-4361, with the network's name and the whole CAIP-2 id.
// The address is written as given: an EVM caller passes the EIP-55 checksummed form.

const HEADER = /^(?<domain>[^\n]+?) wants you to sign in with your (?<network>[^\n]+?) account:$/;
const FIELD =
  /^(?<name>URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): (?<value>\S(?:.*\S)?)$/;

/** CAIP-2: namespace and reference. */
const CAIP2_CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/** The account name in the header line for the namespaces whose standard fixes it. */
const NETWORK_NAMES: Readonly<Record<string, string>> = { eip155: 'Ethereum', solana: 'Solana' };

export interface FormatSiwxMessageParameters {
  data: SiwxMessageData;
  /** Named in a CAIP-122 header ("… with your {networkName} account:"); eip155 and solana use their standard names. */
  networkName?: string;
}

/**
 * The exact text the wallet signs for a sign-in (see the formats above).
 *
 * @example
 * formatSiwxMessage({ data: { accountAddress: '0xAb…', chainId: 'eip155:1', domain: 'a.io', uri: 'https://a.io', version: '1', nonce: 'n0nce123', issuedAt: '2026-01-01T00:00:00.000Z' } });
 */
export function formatSiwxMessage({ data, networkName }: FormatSiwxMessageParameters): string {
  const namespace = namespaceOf(data.chainId);
  const network = NETWORK_NAMES[namespace] ?? networkName ?? namespace;
  const header = `${data.domain} wants you to sign in with your ${network} account:\n${data.accountAddress}`;
  const chainId = namespace === 'eip155' ? data.chainId.slice('eip155:'.length) : data.chainId;
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ].join('\n');
  // SIWS leaves the statement's paragraph out entirely; EIP-4361 and CAIP-122 keep an empty line for it.
  if (namespace === 'solana') return `${header}${data.statement ? `\n\n${data.statement}` : ''}\n\n${fields}`;
  return `${header}\n\n${data.statement ? `${data.statement}\n` : ''}\n${fields}`;
}

/**
 * The fields of a sign-in message text ({@link formatSiwxMessage}'s inverse), or undefined when
 * the text is not one: a field out of order, unknown or repeated, or a required field missing.
 * `formatSiwxMessage({ data: parseSiwxMessage(text) })` gives back `text` for any text it accepts.
 *
 * @example
 * const data = parseSiwxMessage(body.message);
 * if (!data) return refuse('INVALID_MESSAGE');
 */
export function parseSiwxMessage(text: string): SiwxMessageData | undefined {
  const lines = text.split('\n');
  const header = HEADER.exec(lines[0] ?? '')?.groups;
  const accountAddress = lines[1];
  if (!header || !accountAddress || lines[2] !== '') return undefined;
  const isSolana = header.network === NETWORK_NAMES.solana;
  // The statement sits between the address and the fields: one line, then a blank one.
  let index = 3;
  let statement: string | undefined;
  if (!FIELD.test(lines[index] ?? '')) {
    if (lines[index] !== '' || isSolana) {
      statement = lines[index];
      if (!statement || lines[index + 1] !== '') return undefined;
      index += 1;
    }
    index += 1;
  }
  const fields = readFields({ lines: lines.slice(index) });
  if (!fields) return undefined;
  const { URI: uri, Version: version, Nonce: nonce, 'Issued At': issuedAt } = fields.values;
  const chainReference = fields.values['Chain ID'];
  if (!uri || version !== '1' || !nonce || !issuedAt || !chainReference) return undefined;
  const chainId = header.network === NETWORK_NAMES.eip155 ? `eip155:${chainReference}` : chainReference;
  // The standard names belong to their namespaces only ("Solana account" with an EVM chain is no SIWS).
  const namedNamespace = Object.keys(NETWORK_NAMES).find((key) => NETWORK_NAMES[key] === header.network);
  if (!CAIP2_CHAIN_ID.test(chainId) || (namedNamespace && namespaceOf(chainId) !== namedNamespace)) return undefined;
  const data: SiwxMessageData = {
    accountAddress,
    chainId,
    domain: header.domain!,
    uri,
    version,
    nonce,
    ...(statement !== undefined ? { statement } : {}),
    ...(fields.resources ? { resources: fields.resources } : {}),
    ...(fields.values['Request ID'] ? { requestId: fields.values['Request ID'] } : {}),
    issuedAt,
    ...(fields.values['Expiration Time'] ? { expirationTime: fields.values['Expiration Time'] } : {}),
    ...(fields.values['Not Before'] ? { notBefore: fields.values['Not Before'] } : {}),
  };
  const networkName = NETWORK_NAMES[namespaceOf(chainId)] ? undefined : header.network;
  // Anything the format would not write back exactly (a stray space, a namespace under the wrong name) is refused.
  return formatSiwxMessage({ data, networkName }) === text ? data : undefined;
}

const FIELD_ORDER = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At', 'Expiration Time', 'Not Before', 'Request ID'];

function readFields({
  lines,
}: {
  lines: string[];
}): { values: Partial<Record<string, string>>; resources?: string[] } | undefined {
  const values: Partial<Record<string, string>> = {};
  let last = -1;
  let index = 0;
  for (; index < lines.length; index += 1) {
    const match = FIELD.exec(lines[index]!)?.groups;
    if (!match) break;
    const order = FIELD_ORDER.indexOf(match.name!);
    if (order <= last) return undefined;
    last = order;
    values[match.name!] = match.value!;
  }
  if (index === lines.length) return { values };
  if (lines[index] !== 'Resources:') return undefined;
  const resources = lines.slice(index + 1).map((line) => (line.startsWith('- ') ? line.slice(2) : undefined));
  if (resources.some((resource) => resource === undefined)) return undefined;
  return { values, resources: resources as string[] };
}

function namespaceOf(chainId: string): string {
  return chainId.split(':')[0] ?? '';
}
