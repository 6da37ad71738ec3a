/** The build's module graph is kept beside the built folder, never in it, and follows it when a build takes dist/'s place. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraphFile, readModuleGraph, writeModuleGraph } from '#src/integrations/moduleGraph.ts';
import { replaceBuild } from '../../scripts/replaceBuild.ts';

describe('the module graph file', () => {
  it('is written beside the build, so it is never deployed, and moves with the build', () => {
    const root = mkdtempSync(join(tmpdir(), 'gwsh-graph-'));
    const [next, out] = [join(root, '.dist-next'), join(root, 'dist')];
    mkdirSync(next);
    writeFileSync(join(next, 'index.html'), '<!doctype html>');
    const graph = new Map([['/_astro/a.js', { static: ['/_astro/b.js'], dynamic: [] }]]);
    writeModuleGraph(next, graph);
    expect(moduleGraphFile(`${out}/`)).toBe(join(root, '.dist.module-graph.json'));
    expect(readdirSync(next)).toEqual(['index.html']);
    replaceBuild(next, out);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readModuleGraph(out)).toEqual(graph);
    expect(readdirSync(root).sort()).toEqual(['.dist.module-graph.json', 'dist']);
  });
});
