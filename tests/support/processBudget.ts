/**
 * The one budget for a process a unit test starts (Node, the gwsh bin, the site's server): a process's start
 * grows with how busy the machine is, so it is stopped at this budget, which holds with four busy loops beside
 * the suite on a 2-core machine, and reported by the test. The suite's own timeout (vitest.config.ts) is
 * longer, so the process's budget runs out first. Everything else runs in the test's own process.
 */
export const PROCESS_MS = 60_000;
