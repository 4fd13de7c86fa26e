// Types for serve-cdn.mjs (imported by test/scripts/cdn-build.node.test.ts).
export declare const CDN_PATH: string;
export declare function cdnBenchPage(parameters: { root: string }): string;
export interface CdnServer {
  origin: string;
  /** The CDN build's URL on the pages' origin, ending in `/`. */
  cdnUrl: string;
  /** The same on another origin (http://localhost), as a real CDN is. */
  crossOriginCdnUrl: string;
  fileOf(url: string): string | undefined;
  close(): Promise<void>;
}
export declare function serveCdn(parameters: { root: string; pages: Record<string, string> }): Promise<CdnServer>;
