import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkSourceProse } from '../../scripts/checks/sourceProse.ts';

it("finds a run of twelve words of the source's prose in a page, a table cell or a JSON copy, and takes a row read across its cells for facts", () => {
  const root = mkdtempSync(join(tmpdir(), 'gwt-prose-'));
  const seeds = join(root, 'seeds');
  const dist = join(root, 'dist');
  mkdirSync(seeds);
  mkdirSync(join(dist, 'data'), { recursive: true });
  // The source: a sentence of prose, and a table printed one cell after another.
  writeFileSync(
    join(seeds, 'source.txt'),
    'Light entrenchments for infantry and infantry support weapons and on table light entrenchments for artillery cost per stand.\nOpen\nWood\nBuildings\nLight\nGrey\nFelt\nYes\nYes\nLevel\nYes\nYes\nSoft\n',
  );
  // A cell holding the sentence (18 words, so it holds a 12-word run): found.
  writeFileSync(
    join(dist, 'cell.html'),
    '<p>Costs.</p><table><tr><td>Light entrenchments for infantry and infantry support weapons, and on table light entrenchments for artillery (cost per stand)</td><td>1</td></tr></table>',
  );
  // The table's row, each cell apart: facts.
  writeFileSync(
    join(dist, 'row.html'),
    `<table><tr>${['Open', 'Wood', 'Buildings', 'Light', 'Grey', 'Felt', 'Yes', 'Yes', 'Level', 'Yes', 'Yes', 'Soft'].map((c) => `<td>${c}</td>`).join('')}</tr></table>`,
  );
  writeFileSync(
    join(dist, 'data', 'copy.json'),
    JSON.stringify({ rows: [{ name: 'Heavy Entrenchments, per stand: infantry and infantry support weapons' }] }),
  );
  const result = checkSourceProse(dist, seeds);
  expect(result?.checked).toBe(3);
  expect(result?.problems).toEqual([
    `${join(dist, 'cell.html')}: "light entrenchments for infantry and infantry support weapons and on table light" is the source's wording`,
  ]);
  // No source text beside the repository: nothing to compare with.
  expect(checkSourceProse(dist, join(root, 'none'))).toBeNull();
});
