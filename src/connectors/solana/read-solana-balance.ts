import { Connection, PublicKey } from '@solana/web3.js';
import { SOLANA_DECIMALS } from '../../core/constants.js';

const LAMPORTS_PER_SOL = 10n ** BigInt(SOLANA_DECIMALS);

/**
 * Reads an address's SOL balance with web3.js `Connection.getBalance` and returns it as a decimal
 * string of SOL (lamports / 10^9, no trailing zeros), the same shape as the EVM reader.
 *
 * @example
 * await readSolanaBalance({ rpcUrl: 'http://127.0.0.1:8899', address: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9' }); // '100'
 */
export async function readSolanaBalance({ rpcUrl, address }: { rpcUrl: string; address: string }): Promise<string> {
  // No retry on 429: a balance read is cheap to repeat, and the balance controller does.
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const lamports = await connection.getBalance(new PublicKey(address));
  return lamportsToSol(BigInt(lamports));
}

function lamportsToSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL;
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(SOLANA_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
