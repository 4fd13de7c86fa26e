// The numbers of the proof of work that stands in for a full per-IP cap (issue "Hardening" part 6).

/**
 * Leading zero bits the SHA-256 of a solution must have: 2^14 ≈ 16,000 hashes on average.
 * Measured with the frame's solver (frame/src/api/solve-proof-of-work.ts, @noble/hashes) in
 * headless Chromium on this project's shared 2-core CI machine (AMD EPYC VM), 100 challenges
 * each: 14 bits median 39 ms, mean 55 ms, p95 151 ms; 15 bits mean 141 ms, p95 419 ms; 16 bits
 * mean 386 ms, p95 1.3 s. A phone a few times slower still solves 14 bits well under a second,
 * nearly always. A script pays a few ms of native hashing for each request past the cap: soft, not
 * a wall; the per-address caps are the hard ones.
 */
export const PROOF_OF_WORK_DIFFICULTY_BITS = 14;
/** How long a challenge can be solved and redeemed. */
export const PROOF_OF_WORK_TTL_MS = 5 * 60_000;
/** The request header that carries `<challenge>:<solution>`. */
export const PROOF_OF_WORK_HEADER = 'proof-of-work';
