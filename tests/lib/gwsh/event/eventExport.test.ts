/** The event for others: CSV, the results page, the hall's seats and the players' link (src/lib/gwsh/event/). */
import { describe, expect, it } from 'vitest';
import { resultsHtml, standingsCsv } from '#src/lib/gwsh/event/eventExport.ts';
import { eventLinkFragment, readEventLink } from '#src/lib/gwsh/event/eventLink.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { clubEvent } from './clubEvent.ts';

const club: CompetitionEvent = clubEvent();

describe('the event for others', () => {
  it('writes the standings as CSV with each round, the adjustments and the tie-breakers', () => {
    const lines = standingsCsv(club).split('\r\n');
    expect(lines[0]).toBe('Rank,Player,Club,Side,Round 1,Round 2,Adjustments,Total,Strength of schedule,Head to head,Games won');
    // Ann: 14 (12 clamped) and 8, no adjustment, 20; strength of schedule Bob 17 + Dan 17 = 34.
    expect(lines[1]).toBe('1,Ann Smith,Bar club,allied,12,8,0,20,34,,1');
    // Fay: 4 and 2, +1 for the best painted army, 7.
    expect(lines[6]).toBe('6,Fay Ng,,axis,4,2,1,7,32,,0');
  });

  it('writes a results page that escapes what players typed and hides the standings when asked', () => {
    const hostile = { ...club, name: '<script>alert(1)</script>' };
    const page = resultsHtml(hostile);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<td>Ann Smith</td><td class="n">14</td><td>Bob Jones</td><td class="n">6</td>');
    expect(resultsHtml({ ...club, standingsHidden: true })).toContain('The standings are hidden until the prize-giving.');
  });

  it('opens a players’ link made before the hall view (the whole event), and refuses a damaged one', () => {
    const fragment = eventLinkFragment(club);
    expect(readEventLink(`#${fragment}`)).toEqual({ ok: true, event: club });
    const damaged = fragment.slice(0, -6) + (fragment.endsWith('A') ? 'B' : 'A') + fragment.slice(-5);
    expect(readEventLink(damaged)).toMatchObject({ ok: false });
  });
});
