import type { AppRequestPayload, FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { applyFrameTheme } from '../apply-frame-theme.js';
import { setFrameLocale } from '../screens/frame-locale.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import type { FrameContext } from './frame-context.js';

const unavailable = (what: string) => async (): Promise<never> => {
  throw new InvalidRequestError({ message: `${what} is not available in this embedded wallet yet`, code: 4200 });
};

/** What the app handlers throw: 4200 for a feature not built yet. */
export type AppHandlersErrorType = InvalidRequestError;

/**
 * Theme, dapp data, reload, and the requests of features not built yet (Farcaster needs a
 * hosted relay): they answer a clear error.
 *
 * @example
 * await appHandlers.SYNC_THEME(context, { themeMode: 'light' });
 */
export const appHandlers = {
  async SYNC_THEME(
    _context: FrameContext,
    payload: AppRequestPayload<'SYNC_THEME'>,
  ): Promise<FrameSuccessPayload<'SYNC_THEME'>> {
    applyFrameTheme(payload);
    return {};
  },
  /** The modal's language: a checked code picks the frame's own tables; no text comes from the page. */
  async SET_LOCALE(
    _context: FrameContext,
    payload: AppRequestPayload<'SET_LOCALE'>,
  ): Promise<FrameSuccessPayload<'SET_LOCALE'>> {
    await setFrameLocale({ locale: payload.locale });
    return {};
  },
  async SYNC_DAPP_DATA(
    context: FrameContext,
    payload: AppRequestPayload<'SYNC_DAPP_DATA'>,
  ): Promise<FrameSuccessPayload<'SYNC_DAPP_DATA'>> {
    // Informational only: the approval screen names the requester by the origin the browser reported.
    context.log.info('[frame] dapp data', { name: payload.metadata?.name, sdkVersion: payload.sdkVersion });
    return {};
  },
  async RELOAD(): Promise<FrameSuccessPayload<'RELOAD'>> {
    setTimeout(() => location.reload(), 0);
    return {};
  },
  GET_FARCASTER_URI: unavailable('Farcaster sign-in'),
  CONNECT_FARCASTER: unavailable('Farcaster sign-in'),
};
