// The app's two lazy halves (issue 14 part 1), one place that names them. A test may swap an entry
// for a failing or counting one (test/client/app-core-loading.test.ts); the app reads them at call time.

/** What the core chunk exports: the controllers' composition (src/client/start-app-core.ts). */
export type AppCoreModule = typeof import('./start-app-core.js');

export const appChunks = {
  /** Controllers, connector discovery, project services, the embedded wallet, reconnect. */
  core: (): Promise<AppCoreModule> => import('./start-app-core.js'),
  /** The modal shell and its first view (`<w3m-modal>`, the router, the Connect view). */
  modal: (): Promise<unknown> => import('../modal/w3m-modal.js'),
};
