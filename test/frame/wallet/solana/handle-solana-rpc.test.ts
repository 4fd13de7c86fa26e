import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { ed25519 } from '@noble/curves/ed25519';
import { PublicKey, SystemProgram, Transaction, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from '../../../../src/core/utils/base58.js';
import { rpcHandlers } from '../../../../frame/src/handlers/rpc-handlers.js';
import { UNREADABLE_MESSAGE_WARNING } from '../../../../frame/src/wallet/solana/describe-solana-request.js';
import { answerApprovalScreen, readApprovalScreen, waitForApprovalScreen } from '../../helpers/approval-screen.js';
import { createTestFrameContext, type TestFrameContext } from '../../helpers/create-test-frame-context.js';
import { rejection } from '../../../helpers/rejection.js';
import { ATTACKER, BLOCKHASH, offchainMessage, transferMessage, versionedMessage } from './solana-fixtures.js';

// The real handlers (rpcHandlers.RPC_REQUEST → handleSolanaRpc), the real approval queue on a
// real screen, and a wallet whose keys the real custody code rebuilds for each signature.
const HOST = 'https://dapp.example';
const LOCALNET = 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

let frame: TestFrameContext | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await resetMouse();
});

async function openFrame(): Promise<TestFrameContext> {
  frame = await createTestFrameContext({ networks: { eip155: 'eip155:1', solana: LOCALNET } });
  return frame;
}

const request = (
  context: TestFrameContext,
  method: string,
  params: Record<string, unknown>,
  chainId: string = LOCALNET,
) =>
  rpcHandlers
    .RPC_REQUEST(context.context, { method, params, chainNamespace: 'solana', chainId }, { hostOrigin: HOST })
    .then((reply) => reply.result as Record<string, string>);

/** Sends a request that must be refused before anything is shown or signed. */
async function expectRefusedUnseen(
  context: TestFrameContext,
  method: string,
  params: Record<string, unknown>,
  chainId?: string,
) {
  const signingsBefore = context.signings;
  const pending = rejection(request(context, method, params, chainId));
  expect(readApprovalScreen(context.root), 'an approval was shown').to.equal(undefined);
  const error = await pending;
  expect(readApprovalScreen(context.root), 'an approval was shown').to.equal(undefined);
  expect(context.signings, 'the keys were rebuilt to sign').to.equal(signingsBefore);
  return error;
}

describe('handleSolanaRpc through RPC_REQUEST (F2, T8, T9)', () => {
  it('F2: refuses a serialized 99 SOL transfer passed as a message, and a v0 one: nothing shown, no signature', async () => {
    const context = await openFrame();
    const owner = context.addresses.solanaAddress;
    for (const bytes of [transferMessage({ owner }), versionedMessage({ owner })]) {
      const error = await expectRefusedUnseen(context, 'solana_signMessage', {
        message: encodeBase58(bytes),
        pubkey: owner,
      });
      expect([error.code, error.message]).to.deep.equal([
        -32602,
        'This message is a Solana transaction: it cannot be signed as a message',
      ]);
    }
  });

  it('refuses bytes that are not UTF-8 text, and a message for another account', async () => {
    const context = await openFrame();
    const invalid = await expectRefusedUnseen(context, 'solana_signMessage', {
      message: encodeBase58(Uint8Array.from([0xc3, 0x28, 0xff])),
    });
    expect([invalid.code, invalid.message]).to.deep.equal([
      -32602,
      'This message is not valid UTF-8 text: it cannot be signed',
    ]);
    const someoneElse = await expectRefusedUnseen(context, 'solana_signMessage', {
      message: encodeBase58(new TextEncoder().encode('hi')),
      pubkey: ATTACKER.toBase58(),
    });
    expect(someoneElse.code).to.equal(4100);
  });

  it('T9: refuses a request for another Solana network than the frame is on (4901)', async () => {
    const context = await openFrame();
    const error = await expectRefusedUnseen(
      context,
      'solana_signMessage',
      { message: encodeBase58(new TextEncoder().encode('hi')) },
      DEVNET,
    );
    expect(error.code).to.equal(4901);
  });

  it('shows a text message as text and signs it after approval: the signature verifies with the wallet key', async () => {
    const context = await openFrame();
    const owner = context.addresses.solanaAddress;
    const bytes = new TextEncoder().encode('Sign in to Demo\nNonce: 42');
    const pending = request(context, 'solana_signMessage', { message: encodeBase58(bytes), pubkey: owner });
    const screen = await waitForApprovalScreen(context.root);
    expect(screen.rows).to.deep.equal({ Message: 'Sign in to Demo\nNonce: 42', Network: LOCALNET });
    expect(screen.warnings).to.deep.equal([]);
    await answerApprovalScreen(context.root, 'approve');
    const { signature } = await pending;
    expect(ed25519.verify(decodeBase58(signature!), bytes, decodeBase58(owner))).to.equal(true);
    expect(context.signings).to.equal(1);
  });

  it('shows an off-chain message with its application domain and signs the whole message; a non-text body is shown as hex with a warning', async () => {
    const context = await openFrame();
    const owner = context.addresses.solanaAddress;
    const applicationDomain = new Uint8Array(32).fill(5);
    const bytes = offchainMessage({ format: 0, applicationDomain, signers: [owner], body: 'Log in to Demo' });
    const pending = request(context, 'solana_signMessage', { message: encodeBase58(bytes) });
    const screen = await waitForApprovalScreen(context.root);
    expect(screen.rows).to.deep.equal({
      Message: 'Log in to Demo',
      'Application domain': encodeBase58(applicationDomain),
      Network: LOCALNET,
    });
    await answerApprovalScreen(context.root, 'approve');
    const { signature } = await pending;
    expect(ed25519.verify(decodeBase58(signature!), bytes, decodeBase58(owner))).to.equal(true);

    const binary = offchainMessage({ format: 2, signers: [owner], body: Uint8Array.from([0xde, 0xad, 0xbe, 0xef]) });
    const refused = rejection(request(context, 'solana_signMessage', { message: encodeBase58(binary) }));
    const hexScreen = await waitForApprovalScreen(context.root);
    expect(hexScreen.rows.Message).to.equal('0xdeadbeef');
    expect(hexScreen.warnings).to.deep.equal([UNREADABLE_MESSAGE_WARNING]);
    await answerApprovalScreen(context.root, 'reject');
    expect((await refused).code).to.equal(4001);
    expect(context.signings).to.equal(1);
  });

  it('signs a transaction after showing its transfer; a malformed transaction is refused unseen', async () => {
    const context = await openFrame();
    const owner = new PublicKey(context.addresses.solanaAddress);
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: ATTACKER, lamports: LAMPORTS_PER_SOL / 10 }),
    );
    const encoded = btoa(
      String.fromCharCode(...transaction.serialize({ requireAllSignatures: false, verifySignatures: false })),
    );
    const pending = request(context, 'solana_signTransaction', { transaction: encoded });
    const screen = await waitForApprovalScreen(context.root);
    expect(screen.rows['Instruction 1.1']).to.equal(`Transfer 0.1 SOL to ${ATTACKER.toBase58()}`);
    await answerApprovalScreen(context.root, 'approve');
    const signed = Transaction.from(
      Uint8Array.from(atob((await pending).transaction!), (char) => char.charCodeAt(0)) as never,
    );
    expect(signed.verifySignatures()).to.equal(true);

    const error = await expectRefusedUnseen(context, 'solana_signTransaction', {
      transaction: btoa('not a transaction'),
    });
    expect([error.code, error.message]).to.deep.equal([-32602, 'Invalid Solana transaction']);
  });
});
