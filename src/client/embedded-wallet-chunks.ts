// The embedded wallet's lazy chunks, one place that names them (as app-chunks.ts does for the app's
// halves). A test may swap an entry for a failing or counting one; the wiring reads them at call time.

export const embeddedWalletChunks = {
  /** The frame host, its client and the AUTH connectors (src/connectors/auth). */
  runtime: (): Promise<typeof import('../connectors/auth/index.js')> => import('../connectors/auth/index.js'),
  /** The email and social sign-in controller. */
  controller: (): Promise<typeof import('../core/controllers/embedded-wallet-controller.js')> =>
    import('../core/controllers/embedded-wallet-controller.js'),
};
