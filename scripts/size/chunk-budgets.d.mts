// Types for chunk-budgets.mjs (imported by test/scripts/size-budgets.node.test.ts).
export interface ManifestChunk {
  name: string;
  facadeModuleId?: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}
export type ChunkManifest = Record<string, ManifestChunk>;
export interface SizeRow {
  key: string;
  files: string[];
  min: number;
  gzip: number;
}

export declare const APP_RUNS_AFTER: Record<string, string[]>;
export declare function staticClosure(parameters: {
  manifest: ChunkManifest;
  file: string;
  seen?: Set<string>;
}): Set<string>;
/** Which file starts a build's page, the key of its group, and the prefix of every other key. */
export interface ChunkGrouping {
  /** Defaults to 'index.js'. */
  entry?: string;
  /** Defaults to 'initial'. */
  initialKey?: string;
  /** Defaults to ''. */
  keyPrefix?: string;
  /** Chunk name → names of lazy chunks that have always run before its code runs (defaults to APP_RUNS_AFTER). */
  runsAfter?: Record<string, string[]>;
}
export declare function chunkGroups(parameters: { manifest: ChunkManifest } & ChunkGrouping): {
  groups: Array<{ key: string; files: string[] }>;
  uncovered: string[];
};
export declare function suggestedBudget(gzip: number): number;
export declare function kib(bytes: number): string;
export declare function budgetFailures(parameters: {
  rows: Array<Pick<SizeRow, 'key' | 'gzip'>>;
  budgets: Record<string, number>;
  uncovered?: string[];
}): string[];
export declare function checkChunkBudgets(
  parameters: {
    manifest: ChunkManifest;
    budgets: Record<string, number>;
    sizeOf: (file: string) => { min: number; gzip: number };
  } & ChunkGrouping,
): { rows: SizeRow[]; failures: string[] };
