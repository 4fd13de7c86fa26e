// What `npm run bench` computes from one page load's raw records (the bench page's Event Timing,
// long-task and resource entries), and the summary of N runs. Pure, so a test can feed crafted entries.

/** Median, min and max of `values`; undefined when there are none. The median of an even count is the mean of the middle two. */
export function summarize(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

/**
 * The interaction's duration as Event Timing reports it (what INP counts): the longest entry among
 * its events (pointerdown, pointerup, click share an interactionId), from the input's timestamp to
 * the next paint after its handlers. 0 when no entry reached the 16 ms threshold: the interaction
 * took less than 16 ms.
 */
export function interactionDuration({ entries }) {
  return entries.reduce((longest, entry) => (entry.interactionId ? Math.max(longest, entry.duration) : longest), 0);
}

/**
 * The long tasks (over 50 ms, as the browser reports them) that ran at least partly between `from`
 * and `to` (ms from navigation): how many, and the longest (0 when none).
 */
export function longTasksBetween({ tasks, from, to }) {
  const overlapping = tasks.filter((task) => task.startTime < to && task.startTime + task.duration > from);
  return { count: overlapping.length, longestMs: Math.max(0, ...overlapping.map((task) => task.duration)) };
}

/**
 * The distinct files behind the resources requested before `time` (ms from navigation), mapped by
 * `fileOf(url)` (undefined for a URL that is not one of ours, which is left out).
 */
export function filesRequestedBefore({ resources, time, fileOf }) {
  const files = resources.filter((resource) => resource.startTime <= time).map((resource) => fileOf(resource.name));
  return [...new Set(files.filter(Boolean))];
}
