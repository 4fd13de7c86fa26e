// Types for peer-bench-page.mjs (imported by test/scripts/peer-bench.node.test.ts).
export declare const PEER_PROBE_MARKER: string;
export declare function peerBenchPage(parameters: { benchPage: string; peerPage: string }): string;
