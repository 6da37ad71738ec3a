/** What players read of an event (playersView.ts) and the link that carries it (playersLink.ts). */
import { describe, expect, it } from 'vitest';
import { gwsh } from '#src/lib/data/registry.ts';
import { isPaired, MAX_PLAYERS, newEvent, type CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { addPlayer, addRound, scoreTable } from '#src/lib/gwsh/event/eventEdits.ts';
import { pairNextRound } from '#src/lib/gwsh/event/swiss.ts';
import { rollRoundScenarios, tableCard } from '#src/lib/gwsh/event/tableScenarios.ts';
import { playersView, scenarioLineOf, seatsByName, viewCode } from '#src/lib/gwsh/event/playersView.ts';
import { playersLinkFragment, readPlayersLink } from '#src/lib/gwsh/event/playersLink.ts';
import { encodeShare, MAX_FRAGMENT_LENGTH } from '#src/lib/share/link.ts';
import { must } from './eventFixtures.ts';
import { newSigningKey, signFragment } from '#src/lib/share/signedLink.ts';

/** A one-day club event: twelve players with full names (six Allied, six Axis), three rounds paired, rolled and scored. */
function clubDay(): CompetitionEvent {
  let event = newEvent('Club championship 1917');
  const names = ['Annabel Smith', 'Benjamin Ortiz', 'Cyril Fawcett', 'Diana Kowalski', 'Edmund Blackwood', 'Florence Nguyen'];
  const axis = ['Gustav Lindqvist', 'Harold McAllister', 'Ivy Carrington', 'Jonathan Pryce', 'Katharina Vogel', 'Louis Beaumont'];
  for (const [i, name] of [...names, ...axis].entries()) {
    const allied = i < 6;
    event = must(
      addPlayer(event, {
        name,
        club: i % 3 === 0 ? 'Red club' : null,
        side: allied ? 'allied' : 'axis',
        nation: allied ? 'france' : 'germany',
      }),
    );
  }
  for (let r = 0; r < 3; r++) {
    const pairing = pairNextRound(event);
    if (!pairing.ok) throw new Error(pairing.message);
    event = rollRoundScenarios(must(addRound(event, pairing.round)), r, { period: '1917', theatre: 'western-front' }, gwsh, 7 + r).event;
    for (const g of event.rounds[r]!.games)
      if (isPaired(g)) event = must(scoreTable(event, r, g.table, { allied: 3 + g.table, axis: 11 - g.table }));
  }
  return event;
}

const lineOf = (event: CompetitionEvent) => (game: Parameters<typeof tableCard>[1]) => {
  const card = tableCard(event, game, gwsh);
  return card ? scenarioLineOf(card.situation) : null;
};

describe("the players' view and link", () => {
  it('a twelve-player, three-round event: the whole link, signed, with a long site address, is at most 800 characters', async () => {
    const event = clubDay();
    const view = playersView(event, lineOf(event));
    expect(view.round?.tables).toHaveLength(6);
    expect(
      view.round?.tables.every(
        (t) => t.scenario?.startsWith('Attack-defence:') || t.scenario === 'Mutual encounter' || t.scenario?.startsWith('Advance'),
      ),
    ).toBe(true);
    // The signature and its key add 1 + 86 + 1 + 87 characters (64 and 65 bytes in base64url).
    const signed = await signFragment(playersLinkFragment(view), await newSigningKey());
    expect(signed.length - playersLinkFragment(view).length).toBe(175);
    const link = `https://great-war-tables.example.org/gwsh/calculators/event/#${signed}`;
    expect(link.length).toBeLessThanOrEqual(800);
    // It opens as the same view, so the code the reader computes is the hall's.
    const read = readPlayersLink(link.slice(link.indexOf('#')));
    expect(read).toEqual({ ok: true, view });
    expect(read.ok && viewCode(read.view)).toBe(viewCode(view));
  });

  it('the standings rows are the organiser page’s: rank, name, total and each tie-breaker', () => {
    const event = clubDay();
    const view = playersView(event);
    expect(view.standings).toHaveLength(12);
    // Every game was scored 3 + table to 11 − table, so the 36 game scores (each clamped to 0–12) add up
    // to 18 games × 14 = 252 over the twelve players.
    expect(view.standings!.reduce((sum, r) => sum + r.total, 0)).toBe(252);
    expect(view.standings!.every((r) => r.tieBreakers.length === 3)).toBe(true);
  });

  it('hidden standings are not in the link at all: no score, no total', () => {
    const event = { ...clubDay(), standingsHidden: true };
    const view = playersView(event);
    expect(view.standings).toBeNull();
    const fragment = playersLinkFragment(view);
    const read = readPlayersLink(fragment);
    expect(read.ok && read.view.standings).toBeNull();
    // What the link opens to holds the names and the tables: no rank, no total.
    expect(JSON.stringify(read.ok && read.view)).not.toMatch(/"total"|"rank"/);
  });

  it('a changed link shows another code than the organiser’s view', () => {
    const event = clubDay();
    const view = playersView(event);
    const forged = { ...view, standings: view.standings!.map((r, i) => (i === 0 ? { ...r, total: r.total + 10 } : r)) };
    const read = readPlayersLink(playersLinkFragment(forged));
    expect(read.ok && viewCode(read.view)).not.toBe(viewCode(view));
    expect(viewCode(view)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{2}$/);
  });

  it('a damaged or hostile link is one sentence', () => {
    const fragment = playersLinkFragment(playersView(clubDay()));
    expect(readPlayersLink(fragment.slice(0, -12))).toMatchObject({ ok: false, message: expect.stringContaining('damaged') });
    // A table naming a player who is not in the list of names.
    const hostile = encodeShare('players', 1, ['X', 1, 'Round 1', [[1, 0, 7, 0]], [], [0], 0, ['Ann']], true);
    expect(readPlayersLink(hostile)).toEqual({
      ok: false,
      message: "This players' link is damaged: its content is not an event's pairings and standings.",
    });
  });

  it('the largest event the page holds makes a link the site reads back: 1,000 players after a round', () => {
    // Built directly: 1,000 players added one by one would check the whole event a thousand times.
    const players = Array.from({ length: MAX_PLAYERS }, (_, i) => ({
      id: `p${i + 1}`,
      name: `Player number ${i + 1}`,
      club: null,
      side: i % 2 ? ('axis' as const) : ('allied' as const),
      nation: null,
    }));
    // Round 1 seats player 2k+1 (Allied) against player 2k+2 (Axis) at table k+1: 500 tables.
    const games = Array.from({ length: MAX_PLAYERS / 2 }, (_, k) => {
      const [allied, axis] = [`p${2 * k + 1}`, `p${2 * k + 2}`];
      return { table: k + 1, allied, axis, scores: { [allied]: null, [axis]: null } };
    });
    const event: CompetitionEvent = { ...newEvent('National championship'), players, rounds: [{ label: 'Round 1', games }] };
    const fragment = playersLinkFragment(playersView(event));
    expect(fragment.length).toBeLessThan(MAX_FRAGMENT_LENGTH);
    const read = readPlayersLink(fragment);
    expect(read.ok && read.view.round?.tables).toHaveLength(500);
    expect(read.ok && read.view.standings).toHaveLength(1_000);
  }, 60_000);

  it('text-direction controls in the names a link carries are dropped, so no name reads reordered on screen', () => {
    const event = clubDay();
    const view = playersView(event, lineOf(event));
    const ann = view.standings![0]!.name;
    // U+202E (right-to-left override) inside the event's name and a player's.
    const hostile = {
      ...view,
      name: `Club\u202Eday`,
      standings: view.standings!.map((r, i) => (i === 0 ? { ...r, name: `\u202E${r.name}` } : r)),
    };
    const read = readPlayersLink(playersLinkFragment(hostile));
    expect(read.ok && read.view.name).toBe('Clubday');
    expect(read.ok && read.view.standings![0]!.name).toBe(ann);
  });

  it('seats by name, A to Z, for "find your table"', () => {
    const view = playersView({
      ...newEvent('Small'),
      players: [
        { id: 'bob', name: 'Bob', club: null, side: 'axis', nation: null },
        { id: 'ann', name: 'Ann', club: null, side: 'allied', nation: null },
        { id: 'cat', name: 'Cat', club: null, side: 'allied', nation: null },
      ],
      rounds: [{ label: 'Round 1', games: [{ table: 1, allied: 'ann', axis: 'bob', scores: { ann: null, bob: null } }, { bye: 'cat' }] }],
    });
    expect(seatsByName(view)).toEqual([
      { player: 'Ann', seat: 'table 1, Allied, against Bob' },
      { player: 'Bob', seat: 'table 1, Axis, against Ann' },
      { player: 'Cat', seat: 'bye' },
    ]);
  });
});
