import { ScreenCancelledError } from '../errors/screen-cancelled-error.js';

export interface FrameScreen {
  element: HTMLElement;
  /** Resolves when the screen is cancelled from outside (the modal closed). */
  cancelled: Promise<never>;
}

/** What `show` rejects with besides what its screen throws: the screen was cancelled (the modal closed). */
export type ShowScreenErrorType = ScreenCancelledError;

/**
 * The frame's own screens besides approvals (the recovery key's), one at a time, in a container
 * of their own above the approval root (which is hidden meanwhile, so an approval cannot be armed
 * under a screen). `cancel` ends the screen on screen, as closing the modal does.
 *
 * @example
 * const screens = createScreenHost({ document });
 * const result = await screens.show((screen) => askForKey(screen));
 */
export function createScreenHost({ document: target = globalThis.document }: { document?: Document } = {}) {
  let current: { cancel(): void } | undefined;

  return {
    get open() {
      return current !== undefined;
    },
    /** Shows a screen built by `run` and resolves with what `run` resolves; rejects with ScreenCancelledError on cancel. */
    async show<T>(run: (screen: FrameScreen) => Promise<T>): Promise<T> {
      current?.cancel();
      const element = target.createElement('main');
      element.className = 'frame-screen';
      element.setAttribute('aria-live', 'polite');
      let cancel!: () => void;
      const cancelled = new Promise<never>((_, reject) => (cancel = () => reject(new ScreenCancelledError())));
      cancelled.catch(() => undefined);
      const entry = { cancel };
      current = entry;
      target.body.classList.add('has-screen');
      target.body.append(element);
      try {
        return await Promise.race([run({ element, cancelled }), cancelled]);
      } finally {
        element.remove();
        if (current === entry) {
          current = undefined;
          target.body.classList.remove('has-screen');
        }
      }
    },
    cancel() {
      current?.cancel();
    },
  };
}

export type ScreenHost = ReturnType<typeof createScreenHost>;
