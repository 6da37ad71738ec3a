/**
 * A finding: something a calculator has to tell the player about their input (warn, never
 * block). `rule` is the section of the rules that makes the rule, e.g. "10.2"; pages turn it into a link.
 */
export type Severity = 'error' | 'warning' | 'info';

/** The one vocabulary for a severity, on every page, roster and calculator. */
export const severityWords: Readonly<Record<Severity, string>> = { error: 'Breaks a rule', warning: 'Check', info: 'Note' };

export interface Finding {
  /** Stable, kebab-case: tests, the command line and organisers' scripts match on it. */
  code: string;
  severity: Severity;
  /** One clear sentence for a player. */
  message: string;
  /** Rule section that the finding rests on (e.g. "10.4"), or null when it is about the input itself. */
  rule: string | null;
  /** What the finding concerns, so a page can show it beside that thing (e.g. "brigades[1].stands[0]"). */
  path?: string;
  /** The id of the reading of an unclear rule that the finding rests on, when the other reading would change it. */
  reading?: string;
  /**
   * A check that decides the result could not be made (a unit the source gives no price, no front set where
   * the front decides): a list with one is not passed, though it breaks no rule the site could check.
   */
  undecided?: true;
}

/** The three groups every page, roster and the command line show a result's findings in. */
export const errorsOf = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'error');
export const warningsOf = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'warning');
export const notesOf = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'info');
