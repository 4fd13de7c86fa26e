// The classic-script CDN loader, built to dist/cdn/appkit.iife.js (issue 14 part 6). A classic
// script cannot load modules synchronously, so it stays tiny: it imports the ESM entry that sits
// beside it (appkit.esm.js, whose chunks sit beside it too) and exposes `window.AppKit` at once,
// with a `ready` promise; the library's exports join `window.AppKit` when the entry has run.
import type * as AppKitModule from './cdn.js';

/** `window.AppKit`: `ready` resolves to the library; after that its exports are on the global too. */
export type AppKitGlobal = { readonly ready: Promise<typeof AppKitModule> } & Partial<typeof AppKitModule>;

/** The page's window as the loader sees it (not declared globally: only CDN pages have it). */
type LoaderWindow = Window & { AppKit?: AppKitGlobal };

/** The ESM entry's file name, beside this loader in dist/cdn/ (rollup.config.mjs `cdnBuild`). */
const ENTRY_FILE_NAME = 'appkit.esm.js';

/**
 * Where the loader was loaded from, read while it runs: `document.currentScript` is only set then,
 * and only for a classic script.
 */
const loaderUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : undefined;

function createAppKitGlobal(): AppKitGlobal {
  const ready = loaderUrl
    ? (import(new URL(ENTRY_FILE_NAME, loaderUrl).href) as Promise<typeof AppKitModule>)
    : Promise.reject(new Error(`AppKit: load appkit.iife.js with <script src>, or import ${ENTRY_FILE_NAME} instead`));
  const global: AppKitGlobal = { ready };
  // A failed load is reported once, by `ready` itself, not a second time through this branch.
  ready.then(
    (library) => Object.assign(global, library),
    () => undefined,
  );
  return global;
}

// A second copy of the loader on the page keeps the first one's global (STYLE #2).
(window as LoaderWindow).AppKit ??= createAppKitGlobal();
