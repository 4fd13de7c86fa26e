import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  DEFAULT_NAME_ZONE,
  NameServiceErrorCode,
  PROFILE_ACCOUNT_PATH,
  PROFILE_AVATAR_PATH,
  PROFILE_REVERSE_PATH,
  PROFILE_SUGGESTIONS_PATH,
  registerNameBodySchema,
  type NameRecord,
} from '../../src/core/protocol/names-api.js';
import { createChainClients } from '../data-api/create-chain-clients.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import type { ServerChain } from '../server-chain.js';
import { verifyEvmSignIn, verifySolanaSignIn } from '../siwx/verify-siwx-signature.js';
import { checkNameRegistration, NAME_RULE_DESCRIPTION, type CheckedRegistration } from './check-name-registration.js';
import { readNameAddress } from './name-address.js';
import { NAME_AVATAR_HEADERS, renderNameAvatar } from './name-avatar.js';
import { isServedZone, readNameInZone } from './name-in-zone.js';
import { answerNameRefusal, refuseName, type NameRefusal } from './names-error.js';
import { DEFAULT_REGISTRATIONS_PER_HOUR_PER_IP, namesRateLimit } from './names-rate-limit.js';
import { createNamesStore } from './names-store.js';
import { suggestNames } from './suggest-names.js';

/** The name service's settings (CreateServerAppParameters.names; ServerConfig.names). */
export interface NamesOptions {
  /** The zone names are registered in (`APPKIT_NAME_ZONE`, default `reown.id`). */
  zone?: string;
  /** Clock in ms (timestamps, rate limit); tests move it. Defaults to Date.now. */
  now?: () => number;
  /** Registration attempts per hour per client IP (default 20). */
  registrationsPerHourPerIp?: number;
}

export interface NamesRoutesParameters extends NamesOptions {
  database: Database.Database;
  /** EVM registrations are verified on these chains' RPC: their ENSIP-11 coin types are the ones accepted. */
  chains: readonly ServerChain[];
}

/** A message and its signature (a 6492-wrapped one is a few KB). */
const MAX_BODY_BYTES = 16 * 1024;

const NOT_FOUND: NameRefusal = { status: 404, code: NameServiceErrorCode.notFound, description: 'Name not found' };

/**
 * The name service (issue 18; shapes in src/core/protocol/names-api.ts), global to the server,
 * every route with `?projectId=` (require-project.ts; dapp CORS from app.ts). Refusals are
 * `{ status, reasons: [{ name, description }], error, code }` (names-error.ts).
 * - `GET /v1/profile/account/{name}` → NameRecord; 404 NOT_FOUND. `{label}.wcn.id` finds `{label}.{zone}`.
 * - `GET /v1/profile/reverse/{address}` → NameRecord[] (EVM any case, or Solana); 400 INVALID_ADDRESS.
 * - `GET /v1/profile/suggestions/{name}?zone=` → the asked name first, then free variants
 *   (suggest-names.ts); 400 INVALID_NAME for a bad label or another zone.
 * - `POST /v1/profile/account` RegisterNameBody → NameRecord (200); 400 INVALID_MESSAGE /
 *   INVALID_NAME / MESSAGE_EXPIRED / COIN_TYPE_UNSUPPORTED / INVALID_ADDRESS
 *   (check-name-registration.ts), 409 NAME_RESERVED / NAME_TAKEN / ADDRESS_HAS_NAME, 401
 *   SIGNATURE_INVALID, 413 too large, 429 RATE_LIMITED (`Retry-After`), 502 UPSTREAM_UNAVAILABLE
 *   when the chain cannot verify.
 * - `GET /v1/profile/avatar/{name}` → the name's generated SVG (name-avatar.ts); 404 NOT_FOUND.
 *
 * @example
 * app.route('/', namesRoutes({ database, chains, zone: 'reown.id' }));
 */
export function namesRoutes({
  database,
  chains,
  zone = DEFAULT_NAME_ZONE,
  now = Date.now,
  registrationsPerHourPerIp = DEFAULT_REGISTRATIONS_PER_HOUR_PER_IP,
}: NamesRoutesParameters): Hono<ProjectEnv> {
  const store = createNamesStore({ database });
  const chainClients = createChainClients({ chains });
  const servedChainIds = new Set(chains.map((chain) => chain.chainId));
  const project = requireProject({ database });
  const rateLimit = namesRateLimit({ perHour: registrationsPerHourPerIp, now });
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      answerNameRefusal({
        c,
        refusal: { status: 413, code: NameServiceErrorCode.invalidMessage, description: 'Request too large' },
      }),
  });

  const verifySignature = async (checked: CheckedRegistration, body: { message: string; signature: string }) => {
    const proof = { address: checked.address.address, ...body };
    const chainClient = checked.chainId === undefined ? undefined : chainClients.get(checked.chainId);
    return chainClient ? verifyEvmSignIn({ chainClient, ...proof }) : verifySolanaSignIn(proof);
  };

  const register = async (c: Context<ProjectEnv>) => {
    const body = v.safeParse(registerNameBodySchema, await c.req.json().catch(() => undefined));
    if (!body.success)
      return refuseName({
        c,
        status: 400,
        code: NameServiceErrorCode.invalidMessage,
        description: 'Invalid request body',
      });
    const checked = checkNameRegistration({ body: body.output, zone, servedChainIds, now: now() });
    if ('code' in checked) return answerNameRefusal({ c, refusal: checked });
    // Availability first: it is public anyway, and spares the chain a verification.
    const conflict = conflictOf({
      taken: store.isRegistered({ name: checked.name }),
      hasName: store.findNameOfAddress({ addressKey: checked.address.key }) !== undefined,
    });
    if (conflict) return answerNameRefusal({ c, refusal: conflict });
    let verified: boolean;
    try {
      verified = await verifySignature(checked, body.output);
    } catch {
      return refuseName({ c, status: 502, code: 'UPSTREAM_UNAVAILABLE', description: 'The chain did not answer' });
    }
    if (!verified) {
      const description = 'The signature does not match the address';
      return refuseName({ c, status: 401, code: NameServiceErrorCode.signatureInvalid, description });
    }
    const outcome = store.register({
      name: checked.name,
      coinType: checked.coinType,
      address: checked.address.address,
      addressKey: checked.address.key,
      attributes: checked.attributes,
      at: new Date(now()).toISOString(),
    });
    if ('conflict' in outcome)
      return answerNameRefusal({
        c,
        refusal: conflictOf({ taken: outcome.conflict === 'NAME_TAKEN', hasName: true })!,
      });
    return c.json(outcome.record satisfies NameRecord);
  };

  return new Hono<ProjectEnv>()
    .get(`${PROFILE_ACCOUNT_PATH}/:name`, project, (c) => {
      const found = readNameInZone({ value: c.req.param('name'), zone });
      const record = found && store.findByName({ name: found.name });
      return record ? c.json(record satisfies NameRecord) : answerNameRefusal({ c, refusal: NOT_FOUND });
    })
    .get(`${PROFILE_REVERSE_PATH}/:address`, project, (c) => {
      const address = readNameAddress({ address: c.req.param('address') });
      if (!address) {
        const description = 'Not an EVM or Solana address';
        return refuseName({ c, status: 400, code: NameServiceErrorCode.invalidAddress, description });
      }
      const record = store.findByAddress({ addressKey: address.key });
      return c.json((record ? [record] : []) satisfies NameRecord[]);
    })
    .get(`${PROFILE_SUGGESTIONS_PATH}/:name`, project, (c) => {
      const askedZone = c.req.query('zone');
      const found = readNameInZone({ value: c.req.param('name'), zone, bareLabel: true });
      if (askedZone !== undefined && !isServedZone({ value: askedZone, zone })) {
        const description = `Names are registered in ${zone} only`;
        return refuseName({ c, status: 400, code: NameServiceErrorCode.invalidName, description });
      }
      if (!found)
        return refuseName({
          c,
          status: 400,
          code: NameServiceErrorCode.invalidName,
          description: NAME_RULE_DESCRIPTION,
        });
      return c.json(suggestNames({ label: found.label, zone, isTaken: (name) => store.isRegistered({ name }) }));
    })
    .post(PROFILE_ACCOUNT_PATH, limit, project, rateLimit, register)
    .get(`${PROFILE_AVATAR_PATH}/:name`, project, (c) => {
      const found = readNameInZone({ value: c.req.param('name'), zone });
      if (!found || !store.isRegistered({ name: found.name })) return answerNameRefusal({ c, refusal: NOT_FOUND });
      return c.body(renderNameAvatar({ name: found.name }), 200, NAME_AVATAR_HEADERS);
    });
}

/** The 409 of a name that is taken, or of an address that already has one; undefined when neither. */
function conflictOf({ taken, hasName }: { taken: boolean; hasName: boolean }): NameRefusal | undefined {
  if (taken)
    return { status: 409, code: NameServiceErrorCode.nameTaken, description: 'This name is already registered' };
  if (hasName)
    return { status: 409, code: NameServiceErrorCode.addressHasName, description: 'This address already has a name' };
  return undefined;
}
