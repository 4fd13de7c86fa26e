import type { AppRequestMessage, FrameRequestName } from '../../../src/core/protocol/index.js';
import type { FrameReply, FrameRequestHandler } from '../transport/accept-host-channel.js';
import { appHandlers } from './app-handlers.js';
import { authHandlers } from './auth-handlers.js';
import type { FrameContext } from './frame-context.js';
import { networkHandlers } from './network-handlers.js';
import { rpcHandlers } from './rpc-handlers.js';
import { securityHandlers } from './security-handlers.js';
import { toErrorReply } from './to-error-reply.js';
import { updateEmailHandlers } from './update-email-handlers.js';

type Handler = (context: FrameContext, payload: never, meta: { hostOrigin: string }) => Promise<unknown>;

/** One handler per request of SPEC §7; the `satisfies` makes a missing one a type error. */
const HANDLERS = {
  ...authHandlers,
  ...updateEmailHandlers,
  ...rpcHandlers,
  ...networkHandlers,
  ...appHandlers,
  ...securityHandlers,
} satisfies Record<FrameRequestName, Handler>;

/**
 * Routes each checked request to its handler and turns what it returns or throws into the
 * `_SUCCESS` or `_ERROR` reply.
 *
 * @example
 * acceptHostChannel({ isAllowedOrigin, handle: createRequestHandler({ context }), warn });
 */
export function createRequestHandler({ context }: { context: FrameContext }): FrameRequestHandler {
  return async (request: AppRequestMessage, meta): Promise<FrameReply> => {
    const name = request.type.slice(request.type.indexOf('/') + 1) as FrameRequestName;
    const handler = HANDLERS[name] as Handler;
    try {
      return { payload: (await handler(context, request.payload as never, meta)) as never };
    } catch (error) {
      context.log.info(`[frame] ${name} refused`, error);
      return { error: toErrorReply(error) };
    }
  };
}
