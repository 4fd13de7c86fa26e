import type { EmbeddedWalletController } from '../core/controllers/embedded-wallet-controller.js';
import { openSocialPopup } from '../core/controllers/social-popup.js';
import type { EmbeddedWalletAccess } from '../core/types/embedded-wallet-access.js';

/**
 * The stand-in for the sign-in controller that lives in the initial chunk: each call loads the
 * controller's chunk once and hands the call on. The social popup opens here, synchronously, so
 * it is still inside the visitor's click when the chunk arrives later.
 *
 * @example
 * controllers.embeddedWallet = createEmbeddedWalletAccess({ loadController });
 */
export function createEmbeddedWalletAccess({
  loadController,
}: {
  loadController: () => Promise<EmbeddedWalletController>;
}): EmbeddedWalletAccess {
  const later = <Name extends keyof EmbeddedWalletAccess>(name: Name) =>
    (async (...parameters: never[]) =>
      ((await loadController())[name] as (...values: never[]) => unknown)(
        ...parameters,
      )) as unknown as EmbeddedWalletAccess[Name];
  return {
    connectEmail: later('connectEmail'),
    resendCode: later('resendCode'),
    submitOtp: later('submitOtp'),
    submitDeviceCode: later('submitDeviceCode'),
    connectSocial: async (parameters) => {
      const popup =
        'popup' in parameters ? parameters.popup : openSocialPopup({ window: parameters.window ?? globalThis.window });
      // A chunk that did not load leaves no empty window behind (its text shows under the email field).
      const controller = await loadController().catch((error: unknown) => {
        popup?.close();
        throw error;
      });
      return controller.connectSocial({ ...parameters, popup });
    },
    openUpdateEmail: () => void loadController().then((controller) => controller.openUpdateEmail()),
    updateEmail: later('updateEmail'),
    resendUpdateEmail: later('resendUpdateEmail'),
    submitUpdatePrimaryOtp: later('submitUpdatePrimaryOtp'),
    submitUpdateSecondaryOtp: later('submitUpdateSecondaryOtp'),
    positionFrame: later('positionFrame'),
    resendDeviceCode: later('resendDeviceCode'),
    runFrameScreen: later('runFrameScreen'),
    openSecurity: () => void loadController().then((controller) => controller.openSecurity()),
    openRecoveryMethod: () => void loadController().then((controller) => controller.openRecoveryMethod()),
    loadSecurity: later('loadSecurity'),
    revokeDevice: later('revokeDevice'),
    signOutEverywhere: later('signOutEverywhere'),
  };
}
