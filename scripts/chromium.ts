/**
 * Debian's Chromium, as the browser tests (playwright.config.ts) and the benchmark (scripts/bench/) start it:
 * never a downloaded browser (scripts/ensure-browsers.sh installs it), and nothing of its own reaching the
 * network while it measures or tests.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
