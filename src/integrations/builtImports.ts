/**
 * The modules a built script imports, read from its minified code: the one reader of imports for the
 * module preloads (modulePreloads.ts) and for the byte budgets and the benchmark (scripts/bench/pageWeight.ts).
 *
 * A statement may follow the start of the code, `;`, `}`, white space or the end of a comment: Vite leaves
 * `/* empty css *\/` where a component imported a stylesheet, and the import after it was once missed, so
 * the islands' JavaScript was undercounted by every module imported after a stylesheet.
 */

export interface ModuleImports {
  /** `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`: loaded with the script. */
  static: string[];
  /** `import("./w.js")` with a plain string: loaded when the code asks for it. */
  dynamic: string[];
}

const staticStatement = /(?:^|[;}\s]|\*\/)(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`]([^"'`]+)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]([^"'`$]+)["'`]\s*\)/g;

const unique = (specs: Iterable<string>) => [...new Set(specs)];

/** The specifiers a script imports, as written, each once, in the order they first appear. */
export function moduleImports(code: string): ModuleImports {
  return {
    static: unique([...code.matchAll(staticStatement)].map((m) => m[1]!)),
    dynamic: unique([...code.matchAll(dynamicImport)].map((m) => m[1]!)),
  };
}
