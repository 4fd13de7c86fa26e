// Preloaded (`node --require`) into the long-running children of the dev stack: the hardhat nodes.
// Their stdin is a pipe from the process that started them. If that process dies without stopping
// them (SIGKILL, or a test runner that exits on SIGTERM without running its plugins' serverStop),
// the pipe closes and the child exits instead of staying on its port. Never preload it into a
// process that uses worker threads (rollup's terser): workers inherit `--require`, their stdin is
// empty, and they exit at once (the rollup watcher of `npm start` leaves through its IPC channel).
const exit = () => process.exit(0);
process.stdin.on('end', exit);
process.stdin.on('close', exit);
process.stdin.on('error', exit);
process.stdin.resume();
