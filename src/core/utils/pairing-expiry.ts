import {
  WALLETCONNECT_PAIRING_EXPIRED_MARGIN_MS,
  WALLETCONNECT_PAIRING_EXPIRY_MS,
} from '../walletconnect-constants.js';

/**
 * When a pairing URI made now stops being offered (SPEC §9 "Pairing expiry 4 min"), epoch ms.
 * @example getPairingExpiry({ now: Date.now() }); // now + 240 000
 */
export function getPairingExpiry({ now }: { now: number }): number {
  return now + WALLETCONNECT_PAIRING_EXPIRY_MS;
}

/**
 * Whether a pairing URI is expired: under 10 s remain (SPEC §4), so a wallet scanning it now
 * might not finish in time.
 * @example isPairingExpired({ expiresAt, now: Date.now() }); // true from expiresAt - 10 s on
 */
export function isPairingExpired({ expiresAt, now }: { expiresAt: number; now: number }): boolean {
  return expiresAt - now <= WALLETCONNECT_PAIRING_EXPIRED_MARGIN_MS;
}

/**
 * How long until a pairing URI expires in the sense of {@link isPairingExpired}: when to replace
 * it with a new one (0 when it already is).
 * @example setTimeout(refresh, msUntilPairingExpired({ expiresAt, now: Date.now() }));
 */
export function msUntilPairingExpired({ expiresAt, now }: { expiresAt: number; now: number }): number {
  return Math.max(0, expiresAt - WALLETCONNECT_PAIRING_EXPIRED_MARGIN_MS - now);
}
