import { ProviderRpcError, type ProviderRpcSubclassParameters } from '../../../src/core/errors/provider-rpc-error.js';

/**
 * EIP-1474 -32005 "Limit exceeded": more requests wait for approval than the queue holds
 * (APPROVAL_QUEUE_LIMIT, docs/SECURITY.md §3.2).
 *
 * @example
 * if (waiting.length >= APPROVAL_QUEUE_LIMIT) throw new ApprovalQueueFullError();
 */
export class ApprovalQueueFullError extends ProviderRpcError {
  static readonly code = -32005;
  override name = 'ApprovalQueueFullError' as const;
  override readonly code = -32005 as const;

  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: -32005, shortMessage: 'Too many requests are waiting for approval' });
  }
}
