#!/usr/bin/env node
// Entry point of the `gwsh` command. The command line is TypeScript, which Node runs directly from 22.18
// on (`npm run gwsh` uses the Node 24 that the project installs); an older Node gets one sentence, not a
// stack trace, before anything TypeScript is loaded.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `gwsh needs Node.js 22.18 or newer (this is ${process.versions.node}). ` +
      'Run it as "npm run --silent gwsh -- <command>", which uses the Node the project installs, or upgrade Node.\n',
  );
  process.exit(2);
}
const { run } = await import('../src/cli/run.ts');
process.exitCode = await run(process.argv.slice(2));
