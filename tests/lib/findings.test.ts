import { describe, expect, it } from 'vitest';
import { errorsOf, notesOf, severityWords, warningsOf, type Finding } from '../../src/lib/findings.ts';

const finding = (code: string, severity: Finding['severity']): Finding => ({ code, severity, message: code, rule: null });

describe('findings', () => {
  it('splits what breaks a rule from what only asks to be checked or noted', () => {
    const all = [finding('a', 'error'), finding('b', 'warning'), finding('c', 'info'), finding('d', 'error')];
    expect(errorsOf(all).map((f) => f.code)).toEqual(['a', 'd']);
    // Notes are not warnings: three groups, each finding in one.
    expect(warningsOf(all).map((f) => f.code)).toEqual(['b']);
    expect(notesOf(all).map((f) => f.code)).toEqual(['c']);
  });

  it('names each severity in one set of words', () => {
    expect(severityWords).toEqual({ error: 'Breaks a rule', warning: 'Check', info: 'Note' });
  });
});
