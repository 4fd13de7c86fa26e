import { sha256 } from '@noble/hashes/sha2';
import * as v from 'valibot';
import {
  proofOfWorkChallengeSchema,
  type ProofOfWorkChallenge,
} from '../../../src/core/protocol/proof-of-work-challenge.js';
import { ProofOfWorkGaveUpError } from '../errors/proof-of-work-gave-up-error.js';

// The auth API client catches what the solver throws (auth-api.ts imports it from here).
export { ProofOfWorkGaveUpError };

/** The `proofOfWork` of a 429 PROOF_OF_WORK_REQUIRED answer: its shape is the wire contract's (core/protocol). */
export type { ProofOfWorkChallenge };

export interface SolveProofOfWorkParameters extends ProofOfWorkChallenge {
  /** Give up after this long (ms), whatever the expiry says. */
  timeoutMs?: number;
  /** Clock in ms; tests move it. */
  now?: () => number;
}

/** What solveProofOfWork throws: the solver gave up (a difficulty out of reach, or its time ran out). */
export type SolveProofOfWorkErrorType = ProofOfWorkGaveUpError;

/** More than this is no challenge a phone could meet in time; the server asks for 14. */
const MAX_DIFFICULTY = 24;
/** A phone solves 14 bits in well under a second; ten seconds means something is wrong. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** How long the solver hashes before it lets the frame's other work run. */
const SLICE_MS = 30;

/**
 * Whether a value is a challenge the solver can work on.
 *
 * @example
 * if (isProofOfWorkChallenge(body.proofOfWork)) await solveProofOfWork(body.proofOfWork);
 */
export function isProofOfWorkChallenge(value: unknown): value is ProofOfWorkChallenge {
  return v.is(proofOfWorkChallengeSchema, value);
}

/**
 * Finds a solution to the server's proof-of-work challenge: a short base-36 counter such that
 * SHA-256 of `<challenge>:<solution>` starts with `difficulty` zero bits. Returns the header value
 * the server redeems (`Proof-Of-Work: <challenge>:<solution>`). Hashes in slices of ~30 ms and lets
 * the event loop run between them (through a MessageChannel: timers are throttled in a hidden
 * frame). Gives up with ProofOfWorkGaveUpError when the difficulty is out of reach or `timeoutMs`
 * (10 s, far inside the challenge's five minutes) passes: every wait ends.
 *
 * @example
 * const header = await solveProofOfWork({ challenge, difficulty: 14, expiresAt });
 * await fetch(url, { headers: { 'proof-of-work': header }, … });
 */
export async function solveProofOfWork({
  challenge,
  difficulty,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  now = Date.now,
}: SolveProofOfWorkParameters): Promise<string> {
  if (!Number.isSafeInteger(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY)
    throw new ProofOfWorkGaveUpError({ reason: 'difficulty', difficulty });
  // Not bounded by `expiresAt` (five minutes away, on the server's clock, which this one may not share).
  const deadline = now() + timeoutMs;
  const prefix = sha256.create().update(asciiBytes(`${challenge}:`));
  const digits = new Uint8Array(16);
  for (let counter = 0; ;) {
    const sliceEnd = now() + SLICE_MS;
    do {
      const text = counter.toString(36);
      for (let index = 0; index < text.length; index++) digits[index] = text.charCodeAt(index);
      const digest = prefix.clone().update(digits.subarray(0, text.length)).digest();
      if (leadingZeroBits(digest) >= difficulty) return `${challenge}:${text}`;
      counter++;
    } while (counter % 256 !== 0 || now() < sliceEnd);
    if (now() >= deadline) throw new ProofOfWorkGaveUpError({ reason: 'timeout' });
    await yieldToEventLoop();
  }
}

function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** One turn of the event loop that hidden-frame timer throttling does not stretch. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
