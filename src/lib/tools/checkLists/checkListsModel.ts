/**
 * The organiser's check page (the lists of many players checked at once, with the engine of `gwsh cost
 * --set`): its state and named actions. The engine and the cost tables are fetched with the first files or
 * links; each file or link is one step of a batch, run by the scheduler the page gives, so the page keeps
 * answering through 500 files. The engine, the tables' loader and the scheduler are given to it, so its
 * tests drive it step by step.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { FileText } from '../../files/fileText.ts';
import type { CheckedFile } from '../../gwsh/list/costReport.ts';
import { Observable } from '../../observable.ts';

type Engine = typeof import('../../gwsh/list/checkLists.ts');

export interface CheckListsState {
  /** The files and links checked so far, in the order they were given. */
  checked: readonly CheckedFile[];
  /** The share links typed or pasted, one a line; the ones that could not be read come back here. */
  links: string;
  /** Why the cost tables could not be loaded; null when they were, or have not been asked for. */
  tablesError: string | null;
  /** The cost tables the results were checked with; null before the first check. */
  tables: CostTables | null;
  /** How far a batch has gone; null when none is being checked. */
  progress: { done: number; of: number } | null;
}

export interface CheckListsDeps {
  loadEngine: () => Promise<Engine>;
  /** Every nation's cost tables, fetched once (`loaded`: those fetched already). */
  loadTables: (loaded: CostTables | null) => Promise<CostTables>;
  /** Runs each step, giving the page back between them, and says how many are done. */
  eachYielding: <T, R>(steps: readonly T[], run: (step: T) => R, progress: (done: number) => void) => Promise<R[]>;
  /** Applies a batch's results; the page draws them in slices (a React transition). */
  transition: (apply: () => void) => void;
}

type Step = (tables: CostTables) => CheckedFile[];

export class CheckListsModel extends Observable<CheckListsState> {
  private readonly deps: CheckListsDeps;

  constructor(deps: CheckListsDeps) {
    super({ checked: [], links: '', tablesError: null, tables: null, progress: null });
    this.deps = deps;
  }

  setLinks = (links: string): void => this.update({ links });

  clear = (): void => this.update({ checked: [] });

  /** Checks list files (a backup of many lists is one file): each file one step. */
  checkFiles = async (files: readonly { name: string; read: FileText }[]): Promise<void> => {
    await this.check((engine) => files.map((file) => (tables) => engine.checkListFiles([file], tables)));
  };

  /** Checks the links typed, each on its own; the lines that could not be read go back in the box, to be mended. */
  checkLinks = async (): Promise<void> => {
    const text = this.state.links;
    this.update({ links: '' });
    let lines: string[] = [];
    const results = await this.check((engine) => {
      lines = engine.linkLines(text);
      return lines.map((line, i) => (tables) => [engine.checkListLink(line, `link ${i + 1}`, tables)]);
    });
    const unread = lines.filter((_, i) => results[i]?.[0] && !results[i][0].ok);
    // What was typed meanwhile is kept; the unread lines return only to an empty box.
    if (unread.length > 0 && !this.state.links.trim()) this.update({ links: unread.join('\n') });
  };

  /** Runs a batch's steps with the engine and every cost table; returns each step's lists, none when the tables did not load. */
  private async check(plan: (engine: Engine) => readonly Step[]): Promise<CheckedFile[][]> {
    let engine: Engine;
    let tables: CostTables;
    try {
      [engine, tables] = await Promise.all([this.deps.loadEngine(), this.deps.loadTables(this.state.tables)]);
    } catch {
      this.update({ tablesError: 'The cost tables could not be loaded. Check the connection and reload the page.' });
      return [];
    }
    const steps = plan(engine);
    const more = await this.deps.eachYielding(
      steps,
      (step) => step(tables),
      (done) => this.update({ progress: { done, of: steps.length } }),
    );
    this.deps.transition(() =>
      this.update({ progress: null, tables, tablesError: null, checked: [...this.state.checked, ...more.flat()] }),
    );
    return more;
  }
}
