import type { DevConfig } from '../dev-config.js';

export interface InjectDevConfigParameters {
  html: string;
  devConfig: DevConfig;
}

/**
 * Puts `window.__APPKIT_DEV__ = {…}` right before `</head>`, so the demo page knows the local
 * chains, server and dev accounts before any module runs. `<` is escaped so no value can close
 * the script element.
 *
 * @example injectDevConfig({ html: '<head></head>', devConfig })
 */
export function injectDevConfig({ html, devConfig }: InjectDevConfigParameters): string {
  const script = `<script>window.__APPKIT_DEV__ = ${devConfigScriptValue({ devConfig })};</script>\n`;
  const headEnd = html.search(/<\/head>/i);
  return headEnd === -1 ? script + html : html.slice(0, headEnd) + script + html.slice(headEnd);
}

/** The DevConfig as a JS literal that is safe inside an inline script. */
export function devConfigScriptValue({ devConfig }: { devConfig: DevConfig }): string {
  return JSON.stringify(devConfig)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
