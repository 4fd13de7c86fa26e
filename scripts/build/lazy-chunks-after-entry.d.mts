// Types for lazy-chunks-after-entry.mjs (imported by test/scripts/lazy-chunks-after-entry.node.test.ts).
import type { Plugin } from 'rollup';

/** What the plugin reads of each chunk of rollup's output (`meta.chunks` in renderChunk). */
export interface ChunkLinks {
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

export declare function lazyChunkImports(parameters: {
  chunks: Record<string, ChunkLinks>;
  entry: string;
}): Map<string, string[]>;
export declare function lazyChunksAfterEntry(parameters: { entry: string }): Plugin;
