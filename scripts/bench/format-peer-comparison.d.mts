// Types for format-peer-comparison.mjs (imported by test/scripts/peer-bench.node.test.ts).
/** The fields of one run (measure-page-load.mjs's or measure-peer.mjs's) the comparison reads. */
export interface ComparedRun {
  jsBeforePaint: { files: string[]; gzipBytes: number };
  jsBeforeClick: { files: string[]; gzipBytes: number };
  buttonMs: number;
  fcpMs: number;
  interactionMs: number;
  longTasks: { count: number; longestMs: number };
  clickToListMs: number;
  requestsBeforeClick: string[];
  foreign: string[];
  heapBytes: number;
  domNodes: number;
}
/** A peer run's requests off loopback: `METHOD url` (`WS url` for a WebSocket). */
export interface PeerRequests {
  failedRequests: string[];
  leaked: string[];
}

export declare const ISSUE_BASELINE: { oursMs: number; peerMs: number };
export declare function formatRatio(parameters: { ours?: number; peer?: number; below?: number }): string;
export declare function formatPeerComparison(parameters: {
  rates: number[];
  ours: Map<number, ComparedRun[]>;
  peer: Map<number, ComparedRun[]>;
  ourLabel: string;
  peerLabel: string;
}): string[];
export declare function formatFailedRequests(parameters: { runs: PeerRequests[] }): string[];
