// Every text of the approval screen and its guard, in one table: a translation is a new table
// (approval/locales/<code>.ts), not an edit of the screen. The frame picks the table by the locale
// code the modal sends (SET_LOCALE); no text ever comes from the page (issue 20 part 3).

export const approvalMessages = {
  approve: 'Approve',
  reject: 'Reject',
  secureReview: 'Review in a secure window',
  custodyNote: 'Embedded wallet: its recovery key is held by this app’s server (custodial).',
  selfCustodyNote: 'Embedded wallet: its recovery key is held by you alone (your passphrase or passkey).',
  // The guard (guard-approval-screen.ts) and the queue (create-approval-queue.ts).
  waitVisible: 'Approve is enabled once this screen has been fully visible for a moment.',
  obscured: 'This screen may be hidden or covered by the page. Review the request in a secure window.',
  unverifiable:
    'This browser cannot confirm that the page shows this screen as it is. Review the request in a secure window.',
  refused: 'Take a moment to read the request, then click Approve again.',
  reviewing: 'Waiting for your answer in the secure window.',
  popupBlocked: 'The browser blocked the secure window. Allow pop-ups for this wallet, or reject.',
  // EVM requests (describe-evm-request.ts).
  signatureRequest: 'Signature request',
  transactionRequest: 'Transaction request',
  message: 'Message',
  network: 'Network',
  anyChain: 'Any chain',
  chain: (chainId: string) => `Chain ${chainId}`,
  type: 'Type',
  domain: 'Domain',
  contract: 'Contract',
  data: 'Data',
  to: 'To',
  newContract: 'New contract',
  value: 'Value',
  native: (amount: string) => `${amount} (native)`,
  gasLimit: 'Gas limit',
  maxFeePerGas: 'Max fee per gas',
  gasPrice: 'Gas price',
  maxNetworkFee: 'Max network fee',
  nonce: 'Nonce',
  setBySite: (value: string) => `${value} (set by the site)`,
  allowOperator: 'Allow operator',
  revokeOperator: 'Revoke operator',
  tokenTransferTo: 'Token transfer to',
  allowSpender: 'Allow spender',
  tokenAmountRaw: 'Token amount (raw)',
  unlimited: 'Unlimited',
  hashWarning: 'This looks like a hash: signing it may authorize anything. Sign only if you trust this site.',
  unreadableWarning: 'This message is not readable text. Sign only if you trust this site.',
  permitWarning: 'This signature can let someone spend your tokens. Sign only if you trust this site.',
  anyChainWarning: 'This signature names no network: it is valid on every chain. Sign only if you trust this site.',
  highFeeWarning: 'The maximum network fee is unusually high. Check it before you approve.',
  feeAboveValueWarning: 'The maximum network fee is more than the amount sent.',
  operatorWarning: 'This gives the operator control of all your tokens in this collection.',
  unlimitedSpenderWarning: 'This gives the spender unlimited access to this token.',
  spenderWarning: 'This lets the spender move this token for you.',
  // Smart-account operations (describe-user-operation.ts).
  batchRequest: (count: number) => `Batch request (${count} calls)`,
  smartAccount: 'Smart account',
  deploysAccount: 'Deploys the account',
  deploysAccountYes: 'Yes: this first operation also creates your smart account on this network',
  callPrefix: (position: number) => `Call ${position}: `,
  // Solana requests (describe-solana-request.ts).
  instruction: (position: string) => `Instruction ${position}`,
  solTransfer: (amount: string, to: string) => `Transfer ${amount} SOL to ${to}`,
  program: (program: string) => `Program ${program}`,
  programWrites: (program: string, accounts: string) => `Program ${program}, writes ${accounts}`,
  addressTableEntry: (index: number) => `address table entry #${index}`,
  // SPL Token / Token-2022 and Associated Token Account instructions (describe-token-instruction.ts).
  tokenSend: (amount: string, mint: string, destination: string) =>
    `Send ${amount} of token ${mint} to token account ${destination}`,
  tokenSendBaseUnits: (amount: string, source: string, destination: string) =>
    `Send ${amount} base units from token account ${source} to token account ${destination}`,
  tokenAccountOpen: (account: string, wallet: string, mint: string) =>
    `Open the token account ${account} of ${wallet} for token ${mint}`,
  applicationDomain: 'Application domain',
  signers: 'Signers',
  // Sign in with X (sign-siwx-message.ts).
  signInRequest: 'Sign-in request',
  account: 'Account',
  statement: 'Statement',
  // The secure review window (review/main.ts) and the frame page itself (main.ts).
  secureWindowNote: 'Secure window of the embedded wallet: the page that asked cannot see or change it.',
  nothingToReview: 'This window opens from the embedded wallet to review a request. There is nothing to review here.',
  loadingRequest: 'Loading the request…',
} as const;

export type ApprovalMessages = typeof approvalMessages;
