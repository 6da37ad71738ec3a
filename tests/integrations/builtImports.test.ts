/** The one reader of a built script's imports, for the module preloads and the byte budgets. */
import { describe, expect, it } from 'vitest';
import { moduleImports } from '../../src/integrations/builtImports.ts';

describe('moduleImports', () => {
  it('reads static imports wherever they start, and import(…) apart', () => {
    const code = 'const __vite__mapDeps=()=>[];\nimport{t as e}from"./preload-helper.js";e(()=>import(`./ui-core.js`));';
    expect(moduleImports(code)).toEqual({ static: ['./preload-helper.js'], dynamic: ['./ui-core.js'] });
    expect(moduleImports('import{a as b,c}from"./a.js";import"./b.js";import(`./c.js`);import("./d.js")')).toEqual({
      static: ['./a.js', './b.js'],
      dynamic: ['./c.js', './d.js'],
    });
  });

  it('reads an import that follows the comment Vite leaves for a stylesheet', () => {
    // As AircraftLimits' chunk is built: YearSelect comes after two stylesheet comments.
    const code =
      'import{t as d}from"./RuleLink.js";/* empty css                 *//* empty css                */import{t as f}from"./YearSelect.js";var p=1;';
    expect(moduleImports(code).static).toEqual(['./RuleLink.js', './YearSelect.js']);
  });

  it('reads re-exports, names each module once, and ignores an import(…) built from a variable', () => {
    const code = 'export*from"./a.js";export{x as y}from"./b.js";import"./a.js";}import{z}from"./c.js";import(`./t-${n}.js`)';
    expect(moduleImports(code)).toEqual({ static: ['./a.js', './b.js', './c.js'], dynamic: [] });
  });

  it('does not read an identifier ending in "import" or an exported declaration as an import', () => {
    expect(moduleImports('var reimport"./x.js";export const a="./y.js";export{a};').static).toEqual([]);
  });
});
