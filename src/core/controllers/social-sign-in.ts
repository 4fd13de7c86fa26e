// The social sign-in of the embedded wallet (SPEC §4, issue 5 part 7): the popup, the frame's
// redirect and answer, and what a closed popup or a refusal leaves behind. The
// EmbeddedWalletController delegates its connectSocial here.
import { BaseError } from '../errors/base-error.js';
import { $messages } from '../messages/messages-store.js';
import type { AuthClient, EmbeddedWalletUser, SocialProvider } from '../types/auth-client.js';
import {
  embeddedWalletErrorMessage,
  finishSignIn,
  showSignInError,
  showSignInStep,
  type SignInServices,
} from './embedded-wallet-sign-in-outcome.js';
import type { EventsController } from './events-controller.js';
import { openSocialPopup, watchPopupClosed } from './social-popup.js';

/** What the social sign-in works with besides ending it. */
export interface SocialSignInServices extends SignInServices {
  events: EventsController;
  /** Loads the embedded wallet's chunk and frame once. */
  loadClient(): Promise<AuthClient>;
}

/** Which provider, and where its popup opens (or the popup the caller opened already). */
export interface ConnectSocialParameters {
  provider: SocialProvider;
  /** Where the popup opens; the global window by default. */
  window?: Window;
  /** A popup the caller opened already, undefined when the browser blocked it. */
  popup?: Window | undefined;
}

/**
 * One social sign-in at a time: a new one aborts the one under way.
 *
 * @example
 * const social = new SocialSignIn({ services });
 * await social.connect({ provider: 'google' }); // from the click handler itself
 */
export class SocialSignIn {
  private attempt: AbortController | undefined;
  private readonly services: SocialSignInServices;

  constructor({ services }: { services: SocialSignInServices }) {
    this.services = services;
  }

  /**
   * Call it from the click handler itself: the popup opens before anything is awaited, so the
   * browser does not block it (issue 5 part 7), unless the caller opened it already (`popup`,
   * undefined when the browser blocked it). Closing the popup before the sign-in ends goes back.
   */
  async connect(parameters: ConnectSocialParameters): Promise<void> {
    const { provider, window: target = globalThis.window } = parameters;
    const { services } = this;
    const { store, router, events, storage } = services;
    const popup = 'popup' in parameters ? parameters.popup : openSocialPopup({ window: target });
    store.set({ ...store.get(), socialProvider: provider, loading: true, error: undefined });
    router.push({ view: 'ConnectingSocial', params: { provider } });
    events.track({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider } });
    this.attempt?.abort();
    const attempt = (this.attempt = new AbortController());
    const stopWatching = watchPopupClosed({ popup, onClosed: () => attempt.abort() });
    try {
      if (!popup) throw new BaseError($messages.get().socialPopupBlocked);
      const client = await services.loadClient();
      const uri = await client.getSocialRedirectUri({ provider });
      popup.location.href = uri;
      const reply = await client.connectSocial({ uri, signal: attempt.signal });
      events.track({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } });
      if ('action' in reply) return showSignInStep({ services, step: reply });
      const user: EmbeddedWalletUser = reply;
      if (user.userName) storage.set('socialUsername', user.userName);
      if (user.email) store.setKey('email', user.email);
      await finishSignIn({ services });
    } catch (error) {
      if (attempt.signal.aborted) {
        if (router.current?.view === 'ConnectingSocial') router.goBack();
        return;
      }
      events.track({ event: 'SOCIAL_LOGIN_ERROR', properties: { provider } });
      showSignInError({ store, message: embeddedWalletErrorMessage(error) });
    } finally {
      stopWatching();
      if (popup && !popup.closed) popup.close();
      store.setKey('loading', false);
    }
  }
}
