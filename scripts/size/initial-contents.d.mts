// Types for initial-contents.mjs (imported by test/scripts/size-budgets.node.test.ts).
export declare function bytesPerSource(parameters: {
  code: string;
  map: { mappings: string; sources: string[] };
}): Map<string | null, number>;
export declare function ownerOf(path: string): string;
export declare function contentsByOwner(parameters: { dir: string; files: string[] }): Array<{
  owner: string;
  bytes: number;
  modules: number;
  biggest?: { path: string; bytes: number };
}>;
