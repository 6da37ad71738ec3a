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
