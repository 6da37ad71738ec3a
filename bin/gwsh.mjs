#!/usr/bin/env node
// Entry point of the `gwsh` command. Needs a Node.js that runs TypeScript directly (>= 22.18;
// `npm run gwsh` uses the Node 24 that the project installs).
import { run } from '../src/cli/run.ts';

process.exitCode = await run(process.argv.slice(2));
