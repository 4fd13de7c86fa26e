import type { AppControllers } from '../core/app-context.js';
import { INITIAL_SIWX_STATE, siwxStore } from '../core/stores/siwx-store.js';
import type { SiwxAccess } from '../core/types/siwx.js';
import type { SiwxRuntime } from './siwx-runtime.js';

export interface SetupSiwxParameters {
  controllers: Omit<AppControllers, 'siwx'>;
  /** Loads the sign-in chunk; a test may pass its own. */
  loadRuntime?: () => Promise<typeof import('./siwx-runtime.js')>;
}

export interface SetupSiwxReturnType {
  /** What views call (the app context's `siwx`). */
  access: SiwxAccess;
  /** Resolves once the controller follows the connection (undefined when it could not start). */
  ready: Promise<SiwxRuntime | undefined>;
  stop(): void;
}

/**
 * Wires Sign in with X (issue 16) when the dapp set `siwx`: the controller is a chunk of its own
 * (siwx-runtime.ts), loaded at once, since a returning visitor's reconnect is checked for a session
 * too. Nothing of it is in the first chunk or the core's. Undefined without `siwx`.
 *
 * @example
 * const siwx = setupSiwx({ controllers });
 * if (siwx) controllers.siwx = siwx.access;
 */
export function setupSiwx({
  controllers,
  loadRuntime = () => import('./siwx-runtime.js'),
}: SetupSiwxParameters): SetupSiwxReturnType | undefined {
  if (!controllers.options.siwx) return undefined;
  let stopped = false;
  let started: SiwxRuntime | undefined;
  const ready = loadRuntime()
    .then(({ startSiwxRuntime }) => {
      if (stopped) return undefined;
      started = startSiwxRuntime({ controllers });
      return started;
    })
    .catch((error: unknown) => {
      // A chunk that failed to load or a misconfigured `siwx` ('SIWX is not enabled'): nobody is
      // asked to sign in and the app works as without `siwx`.
      console.error(error);
      return undefined;
    });
  return {
    access: {
      sign: async () => (await ready)?.controller.sign(),
      cancel: async () => (await ready)?.controller.cancel(),
      isCloseBlocked: () => started?.controller.isCloseBlocked() ?? false,
      submitEmail: async (parameters) => (await ready)?.controller.submitEmail(parameters),
      submitEmailCode: async (parameters) => (await ready)?.controller.submitEmailCode(parameters),
      resendEmailCode: async () => (await ready)?.controller.resendEmailCode(),
    },
    ready,
    stop() {
      stopped = true;
      started?.stop();
      siwxStore.set({ ...INITIAL_SIWX_STATE });
    },
  };
}
