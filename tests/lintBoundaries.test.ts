/**
 * The import boundaries lint holds (eslint.config.js), tried on files written as a careless change would:
 * each fails lint with the boundary's sentence, and the same import where it belongs passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../', import.meta.url).pathname });
const boundaryMessages = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);

describe("lint keeps the rule sets' engines apart", () => {
  it('a 54mm engine file importing the Great War Spearhead engine fails lint', async () => {
    const code = "import { frontNames } from '../gwsh/front.ts';\nexport const names = frontNames;\n";
    expect(await boundaryMessages('src/lib/gw54/probe.ts', code)).toEqual([
      'Unexpected path "../gwsh/front.ts" imported in restricted zone. The rule sets\' engines are kept apart: what two of them share lives below them (numbers, dice, data, findings).',
    ]);
    // A shared module below the engines is fine.
    expect(
      await boundaryMessages('src/lib/gw54/probe.ts', "import { fraction } from '../numbers/fraction.ts';\nexport const f = fraction;\n"),
    ).toEqual([]);
  });
});

describe('lint keeps one owner per record', () => {
  const restricted = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.message.replace(/^'[^']*' import is restricted from being used by a pattern\. /, ''));
  const storageSaid =
    "Components do not reach the browser's storage: the page's models do (src/components/shared/pageModels.ts), and parts read them through their tool's binding.";

  it("a part (.tsx) reaching the page's storage, or any component file reaching src/lib/storage, fails lint", async () => {
    const viaModels =
      "import { browserStorage } from '../../shared/pageModels.ts';\nexport const kept = () => browserStorage().get('x');\n";
    expect(await restricted('src/components/gwsh/event/Probe.tsx', viaModels)).toEqual([
      "A part reads what the browser keeps through its tool's model (the binding hooks beside it), not the page's storage.",
    ]);
    const direct = "import { openStorage } from '#src/lib/storage/safeStorage.ts';\nexport const open = openStorage;\n";
    expect(await restricted('src/components/gwsh/event/probe.ts', direct)).toEqual([storageSaid]);
    expect(await restricted('src/components/gwsh/event/Probe.tsx', direct)).toEqual([storageSaid]);
  });

  it("a model's binding (.ts) may reach the page's models, and the page's models the storage", async () => {
    const viaModels =
      "import { browserStorage } from '../../shared/pageModels.ts';\nexport const kept = () => browserStorage().get('x');\n";
    expect(await restricted('src/components/gwsh/event/probe.ts', viaModels)).toEqual([]);
    const direct = "import { openStorage } from '#src/lib/storage/safeStorage.ts';\nexport const open = openStorage;\n";
    expect(await restricted('src/components/shared/pageModels.ts', direct)).toEqual([]);
  });
});
