// `npm run build`: Astro builds into a fresh folder beside dist/, which then takes dist/'s place
// (scripts/replaceBuild.ts). A server on dist/ (`npm start`) keeps answering from the previous build while
// the new one is made, and a failed build leaves the last good one in place. Extra arguments go to Astro.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { replaceBuild } from './replaceBuild.ts';

const next = '.dist-next';
rmSync(next, { recursive: true, force: true });
const astro = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', next, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (astro.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  process.exit(astro.status ?? 1);
}
replaceBuild(next, 'dist');
