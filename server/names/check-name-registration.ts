import * as v from 'valibot';
import {
  NAME_MESSAGE_MAX_AGE_SECONDS,
  NAME_MESSAGE_MAX_SKEW_SECONDS,
  NameServiceErrorCode,
  SOLANA_COIN_TYPE,
  chainIdForCoinType,
  isValidNameLabel,
  registerNameMessageSchema,
  type RegisterNameBody,
} from '../../src/core/protocol/names-api.js';
import { readNameAddress, type NameAddress } from './name-address.js';
import type { NameRefusal } from './names-error.js';
import { isReservedNameLabel } from './reserved-name-labels.js';

/** A registration whose message, name, time, coin type and address are acceptable; its signature is still to verify. */
export interface CheckedRegistration {
  name: string;
  coinType: number;
  address: NameAddress;
  attributes: Record<string, string>;
  /** The EVM chain that verifies the signature; undefined for Solana (ed25519, no chain). */
  chainId: number | undefined;
}

export interface CheckNameRegistrationParameters {
  body: RegisterNameBody;
  zone: string;
  /** The chain ids this server verifies EVM signatures on. */
  servedChainIds: ReadonlySet<number>;
  /** Now, in ms. */
  now: number;
}

/** SPEC §5's rule in words, for the 400 of a bad label. */
export const NAME_RULE_DESCRIPTION = 'Names use letters, digits and hyphens only, with at least 4 characters';

const refusal = (status: 400 | 409, code: NameRefusal['code'], description: string): NameRefusal => ({
  status,
  code,
  description,
});

/**
 * Everything about a registration but its signature (SPEC §5, §7; capabilities §4): the message is
 * JSON `{ name, attributes, timestamp }`; `name` is `{label}.{zone}` with a valid, unreserved label;
 * the timestamp is at most 300 s old and 60 s ahead; the coin type is 501 (Solana) or ENSIP-11 of
 * a served EVM chain, and the address is of that kind. Cheap checks only: nothing here asks a chain.
 *
 * @example
 * const checked = checkNameRegistration({ body, zone: 'reown.id', servedChainIds: new Set([31337]), now: Date.now() });
 * if ('code' in checked) return answerNameRefusal({ c, refusal: checked });
 */
export function checkNameRegistration({
  body,
  zone,
  servedChainIds,
  now,
}: CheckNameRegistrationParameters): CheckedRegistration | NameRefusal {
  const message = parseMessage(body.message);
  if (!message)
    return refusal(400, NameServiceErrorCode.invalidMessage, 'The signed message is not a name registration');
  const name = message.name.trim().toLowerCase();
  const suffix = `.${zone}`;
  if (!name.endsWith(suffix)) return refusal(400, NameServiceErrorCode.invalidName, `Names end with ${suffix}`);
  const label = name.slice(0, -suffix.length);
  if (!isValidNameLabel(label)) return refusal(400, NameServiceErrorCode.invalidName, NAME_RULE_DESCRIPTION);
  if (isReservedNameLabel({ label })) return refusal(409, NameServiceErrorCode.nameReserved, 'This name is reserved');
  const age = Math.floor(now / 1000) - message.timestamp;
  if (age > NAME_MESSAGE_MAX_AGE_SECONDS || -age > NAME_MESSAGE_MAX_SKEW_SECONDS)
    return refusal(400, NameServiceErrorCode.messageExpired, 'The signed message has expired, please sign again');

  const chainId = chainIdForCoinType(body.coin_type);
  const isSolana = body.coin_type === SOLANA_COIN_TYPE;
  if (!isSolana && (chainId === undefined || !servedChainIds.has(chainId)))
    return refusal(400, NameServiceErrorCode.coinTypeUnsupported, 'Names cannot be registered on this network');
  const address = readNameAddress({ address: body.address });
  const kindMatches =
    address !== undefined && (isSolana ? !address.address.startsWith('0x') : address.address.startsWith('0x'));
  if (!address || !kindMatches)
    return refusal(400, NameServiceErrorCode.invalidAddress, 'The address does not belong to this network');
  return {
    name,
    coinType: body.coin_type,
    address,
    attributes: message.attributes,
    chainId: isSolana ? undefined : chainId,
  };
}

function parseMessage(text: string) {
  try {
    const parsed = v.safeParse(registerNameMessageSchema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
