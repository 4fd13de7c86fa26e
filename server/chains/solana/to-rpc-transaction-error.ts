// SHIM — turns LiteSVM's transaction errors into what a Solana RPC node returns: the JSON form of
// `TransactionError` (`"AccountNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`, …) and the
// message of a failed preflight ("Transaction simulation failed: …").
import type { FailedTransactionMetadata } from 'litesvm';

// LiteSVM's errors are `const enum`s in its typings, plain numbers at run time: these lists give
// the variant names in enum order (litesvm 0.8.0, internal.d.ts).
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

// Display texts of the agave validator for the errors a wallet user actually meets.
const TRANSACTION_ERROR_TEXT: Partial<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  AccountInUse: 'Account in use',
};
const INSTRUCTION_ERROR_TEXT: Partial<Record<string, string>> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
};

/** A transaction error as JSON-RPC returns it (`err` in statuses, simulations and preflight errors). */
export type RpcTransactionError = string | Record<string, unknown>;

export interface ToRpcTransactionErrorReturnType {
  err: RpcTransactionError;
  /** Human text, e.g. "Error processing Instruction 0: custom program error: 0x1". */
  message: string;
}

/**
 * @example
 * const { err, message } = toRpcTransactionError({ failed: svm.sendTransaction(tx) as FailedTransactionMetadata });
 */
export function toRpcTransactionError({
  failed,
}: {
  failed: FailedTransactionMetadata;
}): ToRpcTransactionErrorReturnType {
  const raw: unknown = failed.err();
  if (typeof raw === 'number') {
    const name = TRANSACTION_ERRORS[raw] ?? `TransactionError(${raw})`;
    return { err: name, message: TRANSACTION_ERROR_TEXT[name] ?? name };
  }
  const value = raw as { constructor: { name: string }; index?: number; accountIndex?: number; err?: () => unknown };
  switch (value.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const index = value.index ?? 0;
      const { json, text } = instructionError(value.err?.());
      return { err: { InstructionError: [index, json] }, message: `Error processing Instruction ${index}: ${text}` };
    }
    case 'TransactionErrorDuplicateInstruction':
      return {
        err: { DuplicateInstruction: value.index },
        message: `Transaction contains a duplicate instruction (${value.index}) that is not allowed`,
      };
    case 'TransactionErrorInsufficientFundsForRent':
      return {
        err: { InsufficientFundsForRent: { account_index: value.accountIndex } },
        message: `Transaction results in an account (${value.accountIndex}) with insufficient funds for rent`,
      };
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return {
        err: { ProgramExecutionTemporarilyRestricted: { account_index: value.accountIndex } },
        message: `Execution of the program referenced by account at index ${value.accountIndex} is temporarily restricted.`,
      };
    default:
      return { err: String(raw), message: String(raw) };
  }
}

function instructionError(raw: unknown): { json: RpcTransactionError; text: string } {
  if (typeof raw === 'number') {
    const name = INSTRUCTION_ERRORS[raw] ?? `InstructionError(${raw})`;
    return { json: name, text: INSTRUCTION_ERROR_TEXT[name] ?? name };
  }
  const value = raw as { code?: number; msg?: string } | undefined;
  if (typeof value?.code === 'number')
    return { json: { Custom: value.code }, text: `custom program error: 0x${value.code.toString(16)}` };
  if (typeof value?.msg === 'string')
    return { json: { BorshIoError: value.msg }, text: `Failed to serialize or deserialize account data: ${value.msg}` };
  return { json: 'GenericError', text: 'generic instruction error' };
}
