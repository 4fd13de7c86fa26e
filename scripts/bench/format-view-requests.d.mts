// Types for format-view-requests.mjs (imported by test/scripts/format-view-requests.node.test.ts).
export interface ViewRequests {
  view: string;
  /** How the view was opened ("the connect button"). */
  via: string;
  /** False when the page does not offer the view. */
  shown: boolean;
  /** `METHOD url` of each request made while opening it. */
  requests: string[];
}
export declare function formatViewRequests(parameters: { views: ViewRequests[]; origin: string }): string[];
