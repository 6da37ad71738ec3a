/** Reported results (src/lib/gwsh/event/reportedResults.ts): codes taken in, set side by side, accepted. */
import { describe, expect, it } from 'vitest';
import {
  acceptReport,
  dismissReports,
  reportedTables,
  restoreReports,
  tableScores,
  takeReport,
} from '#src/lib/gwsh/event/reportedResults.ts';
import { eventNameCheck, readResultCode, resultCode, type ResultReport } from '#src/lib/gwsh/event/resultCode.ts';
import { unscoredTables } from '#src/lib/gwsh/event/event.ts';
import { standings } from '#src/lib/gwsh/event/standings.ts';
import { eventOf, must, paired, scoredLast } from './eventFixtures.ts';

// Four players, one round: table 1 Ann (Allied) against Dot (Axis), table 2 Cal against Bea (swiss.ts, seed 1).
const event = paired(
  eventOf([
    ['Ann', 'allied'],
    ['Bea', 'axis'],
    ['Cal', 'allied'],
    ['Dot', 'axis'],
  ]),
);
const game = (table: number) => event.rounds[0]!.games.find((g) => 'table' in g && g.table === table) as { allied: string; axis: string };
const KEY = 'K7QM-2XPA';
const code = (fields: Partial<ResultReport>): ResultReport => {
  // Through the text code and back, as the page takes it.
  const made = resultCode({
    key: 'K7QM',
    event: eventNameCheck('Test event'),
    round: 1,
    table: 1,
    by: 'allied',
    allied: 8,
    axis: 4,
    ...fields,
  });
  const read = readResultCode(made);
  if (!read.ok) throw new Error(read.message);
  return read.report;
};
const take = (e: typeof event, fields: Partial<ResultReport>) => {
  const taken = takeReport(e, code(fields), KEY);
  if (!taken.ok) throw new Error(taken.message);
  return taken.event;
};

describe('reported results', () => {
  it('one report waits for the other player’s; two that agree say so, and accepting records the scores', () => {
    const one = take(event, { by: 'allied' });
    expect(reportedTables(one)).toEqual([
      expect.objectContaining({
        round: 1,
        table: 1,
        allied: 'Ann',
        axis: 'Dot',
        agree: null,
        reports: [expect.objectContaining({ by: 'allied' })],
      }),
    ]);
    const both = take(one, { by: 'axis' });
    expect(reportedTables(both)[0]!.agree).toBe(true);
    const accepted = must(acceptReport(both, 1, 1, 'axis'));
    const { allied, axis } = game(1);
    expect(accepted.rounds[0]!.games[0]).toMatchObject({ scores: { [allied]: 8, [axis]: 4 } });
    expect(accepted.reports).toBeUndefined();
    // Ann's 8 counts in the standings (7.1: 0 to 12); Dot's 4.
    const rows = standings(accepted);
    expect(rows.find((r) => r.player.name === 'Ann')!.total).toBe(8);
    expect(rows.find((r) => r.player.name === 'Dot')!.total).toBe(4);
  });

  it('two that differ show both, and either can be accepted', () => {
    const both = take(take(event, { by: 'allied', allied: 8, axis: 4 }), { by: 'axis', allied: 4, axis: 8 });
    const [table] = reportedTables(both);
    expect(table!.agree).toBe(false);
    expect(table!.reports.map((r) => `${r.by} ${r.allied}–${r.axis}`)).toEqual(['allied 8–4', 'axis 4–8']);
    const accepted = must(acceptReport(both, 1, 1, 'axis'));
    expect(Object.values((accepted.rounds[0]!.games[0] as { scores: object }).scores)).toEqual([4, 8]);
  });

  it('refuses a code for another event, another round, a table the round lacks, or a table scored otherwise', () => {
    const refusal = (e: typeof event, fields: Partial<ResultReport>, key: string | null = KEY) => {
      const taken = takeReport(e, code(fields), key);
      return taken.ok ? 'taken' : taken.message;
    };
    expect(refusal(event, { key: '0000' })).toContain('key beginning 0000');
    expect(refusal(event, {}, null)).toContain('are not signed');
    expect(refusal(event, { event: (eventNameCheck('Test event') + 1) % 32 })).toBe('this code is for another event than “Test event”');
    expect(refusal(event, { round: 2 })).toBe('this code is for round 2, and the event is on round 1');
    expect(refusal(event, { table: 3 })).toBe('Round 1 has no table 3');
    const scored = scoredLast(event, { ann: 8, dot: 4, cal: 6, bea: 6 });
    expect(refusal(scored, { table: 2, allied: 7, axis: 5 })).toContain('already scored 6–6, and Cal (Allied) reports 7–5');
    expect(refusal(scored, { table: 2, allied: 6, axis: 6 })).toContain('already scored 6–6, as Cal (Allied) reports');
    // The command line, with no key, checks the rest.
    expect(takeReport(event, code({ key: '0000' })).ok).toBe(true);
  });

  it('a second report from the same side replaces the first; the same one again is said to be waiting', () => {
    const first = take(event, { by: 'allied', allied: 8, axis: 4 });
    const again = takeReport(first, code({ by: 'allied', allied: 8, axis: 4 }), KEY);
    expect(again).toEqual({ ok: false, message: "Ann (Allied)'s report of Round 1, table 1 (8–4) is already waiting" });
    const changed = takeReport(first, code({ by: 'allied', allied: 9, axis: 3 }), KEY);
    expect(changed.ok && changed.said).toBe('Round 1, table 1: Ann (Allied) reports 9–3 (instead of 8–4).');
    expect(changed.ok && changed.event.reports).toEqual([{ round: 1, table: 1, by: 'allied', allied: 9, axis: 3 }]);
  });

  it('dismissing clears a table’s reports; Undo puts back its scores and reports', () => {
    const both = take(take(event, { by: 'allied' }), { table: 2, by: 'axis', allied: 5, axis: 7 });
    const dismissed = must(dismissReports(both, 1, 1));
    expect(reportedTables(dismissed).map((t) => t.table)).toEqual([2]);
    const accepted = must(acceptReport(dismissed, 1, 2, 'axis'));
    // The scores Undo puts back are the table's before the accept: none yet; after it, Dot's 5–7 as reported.
    expect(tableScores(dismissed, 1, 2)).toEqual({ allied: null, axis: null });
    expect(tableScores(accepted, 1, 2)).toEqual({ allied: 5, axis: 7 });
    const undone = must(restoreReports(accepted, 1, 2, tableScores(dismissed, 1, 2), both.reports!.slice(1)));
    expect(reportedTables(undone).map((t) => t.table)).toEqual([2]);
    expect(unscoredTables(undone)).toEqual([1, 2]);
    expect(unscoredTables(accepted)).toEqual([1]);
  });
});
