// Types for minify-cache.mjs (imported by test/scripts/minify-cache.node.test.ts).
import type { Plugin } from 'rollup';

export declare function minifyCacheSalt(parameters: { root: string }): string;
export declare function withMinifyCache(parameters: { plugin: Plugin; cacheDir: string; salt: string }): Plugin;
export declare function pruneMinifyCache(parameters: { cacheDir: string; usedSince: number }): number;
