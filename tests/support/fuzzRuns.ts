/**
 * How many generated inputs each property test runs: 10,000 in CI (`CI=true`, as `.ci/run` is run), 500
 * by default on a developer's machine, or `FUZZ_RUNS=N` to choose. Every fc.assert takes its count here.
 * `npm test` runs them as a step of their own (`npm run test:fuzz`), outside the coverage run: measured, ten
 * thousand inputs a property take twice as long again.
 */
const fromEnv = Number(process.env.FUZZ_RUNS);

export const FUZZ_RUNS = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : process.env.CI ? 10_000 : 500;

/** A smaller share for the properties whose every input is expensive (a whole scenario, a 300-stand list). */
export const fuzzRuns = (fraction = 1) => Math.max(20, Math.round(FUZZ_RUNS * fraction));
