/** SPEC §3 "Sign-in message" fields; chainId is CAIP-2 ('eip155:31337', 'solana:<genesis32>'). */
export interface SiwxMessageData {
  accountAddress: string;
  chainId: string;
  domain: string; // host[:port] of the dapp page, e.g. '127.0.0.1:5173'
  uri: string; // the page's origin, e.g. 'http://127.0.0.1:5173'
  version: '1';
  nonce: string;
  statement?: string;
  resources?: string[];
  requestId?: string;
  issuedAt: string; // ISO 8601
  expirationTime?: string;
  notBefore?: string;
}
/** A message ready to sign: its data and the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  serializedMessage: string;
}
/** What a signature proves; the dapp's config stores it. */
export interface SiwxSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
}
