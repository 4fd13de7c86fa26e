// Types for bench-stats.mjs (imported by test/scripts/bench-stats.node.test.ts).
export interface Summary {
  median: number;
  min: number;
  max: number;
}
/** The fields the bench page keeps of an Event Timing entry. */
export interface InteractionEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}
export interface LongTask {
  startTime: number;
  duration: number;
}
export interface ResourceRecord {
  name: string;
  startTime: number;
}

export declare function summarize(values: number[]): Summary | undefined;
export declare function interactionDuration(parameters: { entries: InteractionEntry[] }): number;
export declare function longTasksBetween(parameters: { tasks: LongTask[]; from: number; to: number }): {
  count: number;
  longestMs: number;
};
export declare function filesRequestedBefore(parameters: {
  resources: ResourceRecord[];
  time: number;
  fileOf: (url: string) => string | undefined;
}): string[];
