import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkDocFiles } from '../../scripts/checks/docFiles.ts';

it('names each file the docs name that does not exist, and takes patterns and link brackets as they are meant', () => {
  const root = mkdtempSync(join(tmpdir(), 'gwt-docs-'));
  mkdirSync(join(root, 'docs'));
  mkdirSync(join(root, 'src/lib'), { recursive: true });
  writeFileSync(join(root, 'src/lib/there.ts'), '');
  writeFileSync(join(root, 'docs/formats.md'), '');
  writeFileSync(
    join(root, 'README.md'),
    'See `src/lib/there.ts`, [docs/formats.md](docs/formats.md), src/content/tables/<system>/<table>.json and `scripts/gone.ts`.\n',
  );
  writeFileSync(join(root, 'budgets.json'), '{ "$comment": "checked by scripts/checks/missing.ts" }');
  expect(checkDocFiles(root)).toEqual({
    problems: ['README.md names scripts/gone.ts', 'budgets.json names scripts/checks/missing.ts'],
    checked: 4,
  });
});
