import { expect } from '@open-wc/testing';
import { AuthApiError } from '../../../frame/src/api/auth-api-error.js';
import { createAuthApi } from '../../../frame/src/api/auth-api.js';
import {
  isProofOfWorkChallenge,
  ProofOfWorkGaveUpError,
  solveProofOfWork,
} from '../../../frame/src/api/solve-proof-of-work.js';

// Issue "Hardening" part 6: past a per-IP cap the server asks for a proof of work; the frame's
// auth client solves it and sends the request once more. The real server's side is proven in
// test/server/auth-proof-of-work.node.test.ts (the same client against the real server); here the
// solver and the retry run in Chromium, against a stand-in `fetch` that checks solutions with
// WebCrypto's SHA-256.
const CHALLENGE = 'v1.14.1893456000000.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

async function zeroBits(text: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

interface SeenRequest {
  path: string;
  proofOfWork: string | null;
  deviceProof: string | null;
}

/** A stand-in for the auth API: 429 PROOF_OF_WORK_REQUIRED until a request carries a solution of `difficulty` bits (or always). */
function standInServer({ difficulty = 14, always = false }: { difficulty?: number; always?: boolean } = {}) {
  const seen: SeenRequest[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const proofOfWork = headers.get('proof-of-work');
    seen.push({ path: new URL(String(url)).pathname, proofOfWork, deviceProof: headers.get('device-proof') });
    const solved =
      proofOfWork !== null && proofOfWork.startsWith(`${CHALLENGE}:`) && (await zeroBits(proofOfWork)) >= difficulty;
    if (solved && !always)
      return Response.json({ challengeId: 'c', expiresAt: '2030-01-01T00:10:00.000Z', resendAfterSeconds: 30 });
    const proofOfWorkChallenge = { challenge: CHALLENGE, difficulty, expiresAt: '2030-01-01T00:05:00.000Z' };
    return Response.json(
      {
        error: 'Please try again after 600 seconds',
        code: 'PROOF_OF_WORK_REQUIRED',
        retryAfterSeconds: 600,
        proofOfWork: proofOfWorkChallenge,
      },
      { status: 429 },
    );
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

describe('solveProofOfWork', () => {
  it('finds a solution whose SHA-256 has the zero bits asked for, for the header the server redeems', async () => {
    for (const difficulty of [0, 8, 14]) {
      const header = await solveProofOfWork({ challenge: CHALLENGE, difficulty, expiresAt: '' });
      expect(header.startsWith(`${CHALLENGE}:`)).to.equal(true);
      expect(header.slice(CHALLENGE.length + 1)).to.match(/^[0-9a-z]{1,16}$/);
      expect(await zeroBits(header)).to.be.at.least(difficulty);
    }
  });

  it('gives up on a difficulty out of reach at once, and on a slow solve when its time is up: every wait ends', async () => {
    let error: unknown;
    await solveProofOfWork({ challenge: CHALLENGE, difficulty: 40, expiresAt: '' }).catch(
      (caught: unknown) => (error = caught),
    );
    expect(error).to.be.instanceOf(ProofOfWorkGaveUpError);
    const startedAt = performance.now();
    error = undefined;
    await solveProofOfWork({ challenge: CHALLENGE, difficulty: 24, expiresAt: '', timeoutMs: 200 }).catch(
      (caught: unknown) => (error = caught),
    );
    expect(error).to.be.instanceOf(ProofOfWorkGaveUpError);
    expect((error as Error).message).to.equal('The proof of work took too long');
    expect(performance.now() - startedAt).to.be.below(2000);
  });

  it('reads only well-formed challenges', () => {
    expect(isProofOfWorkChallenge({ challenge: CHALLENGE, difficulty: 14, expiresAt: 'x' })).to.equal(true);
    for (const junk of [
      undefined,
      null,
      'x',
      {},
      { challenge: CHALLENGE },
      { challenge: 'has space', difficulty: 1, expiresAt: '' },
      { challenge: CHALLENGE, difficulty: 1.5, expiresAt: '' },
    ]) {
      expect(isProofOfWorkChallenge(junk), JSON.stringify(junk)).to.equal(false);
    }
  });
});

describe('createAuthApi with a proof of work', () => {
  const device = { deviceId: 'd', devicePublicKey: { kty: 'EC' } as JsonWebKey };

  it('solves the challenge of a 429 PROOF_OF_WORK_REQUIRED and sends the request once more with it', async () => {
    const server = standInServer();
    const api = createAuthApi({ projectId: 'p', baseUrl: 'https://wallet.example', fetch: server.fetch });
    const started = await api.startEmail({ email: 'ada@example.com', ...device });
    expect(started.challengeId).to.equal('c');
    expect(server.seen.map((request) => request.path)).to.deep.equal(['/auth/v1/email/start', '/auth/v1/email/start']);
    expect(server.seen[0]!.proofOfWork).to.equal(null);
    expect(await zeroBits(server.seen[1]!.proofOfWork!)).to.be.at.least(14);
  });

  it('signs the retry with a fresh device proof', async () => {
    const server = standInServer();
    const api = createAuthApi({ projectId: 'p', baseUrl: 'https://wallet.example', fetch: server.fetch });
    let proofs = 0;
    await api.startDeviceCode({ accessToken: 't', prove: async () => `proof-${++proofs}` }).catch(() => undefined);
    expect(server.seen.map((request) => request.deviceProof)).to.deep.equal(['proof-1', 'proof-2']);
  });

  it('retries once only: a second refusal is thrown as the server said it', async () => {
    const server = standInServer({ always: true });
    const api = createAuthApi({ projectId: 'p', baseUrl: 'https://wallet.example', fetch: server.fetch });
    let error: unknown;
    await api.startEmail({ email: 'ada@example.com', ...device }).catch((caught: unknown) => (error = caught));
    expect(error).to.be.instanceOf(AuthApiError);
    expect((error as AuthApiError).code).to.equal('PROOF_OF_WORK_REQUIRED');
    expect((error as AuthApiError).message).to.equal('Please try again after 600 seconds');
    expect(server.seen.length).to.equal(2);
  });

  it("turns a solve that gives up into a 429 PROOF_OF_WORK_FAILED with the server's wait, without sending again", async () => {
    const server = standInServer({ difficulty: 40 });
    const api = createAuthApi({ projectId: 'p', baseUrl: 'https://wallet.example', fetch: server.fetch });
    let error: unknown;
    await api
      .verifyEmail({ challengeId: 'c', email: 'ada@example.com', otp: '123456', deviceId: 'd' })
      .catch((caught: unknown) => (error = caught));
    expect(error).to.be.instanceOf(AuthApiError);
    expect((error as AuthApiError).code).to.equal('PROOF_OF_WORK_FAILED');
    expect((error as AuthApiError).retryAfterSeconds).to.equal(600);
    expect((error as AuthApiError).message).to.equal(
      'Too many attempts from your network, please try again after 600 seconds',
    );
    expect(server.seen.length).to.equal(1);
  });
});
