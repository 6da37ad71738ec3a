/**
 * What players read of an event (src/lib/gwsh/event/playersView.ts), in large type: the current round's
 * tables with each table's scenario line, every player's seat A to Z, and the standings unless hidden; with
 * the view's code, which a player compares with the hall's screen.
 */
import { Fragment } from 'react';
import { placedBy, seatsByName, viewCode, type PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import { tieBreakerWords } from '#src/lib/gwsh/event/standings.ts';
import { useHeadings } from '../../shared/headings.tsx';
import { StandingsHeads, TotalAndTieBreakerHeads } from '../../shared/StandingsHeads.tsx';

/**
 * `signedBy`: the fingerprint of the key the view's link is signed with, for players to compare with the
 * hall's. `places`: the standings' places shown (a screenful of a large event on the hall's screen, which
 * turns to the next), from and to, counted from 0; all when absent.
 */
export function PlayersBoard({ view, signedBy, places }: { view: PlayersView; signedBy?: string; places?: { from: number; to: number } }) {
  const { Title, Sub } = useHeadings();
  const { round } = view;
  return (
    <section className="ev-board" data-testid="players-board" aria-label={`${view.name}: pairings and standings`}>
      <div className="ev-board-head">
        <Title>{view.name}</Title>
        <p className="ev-code">
          Code <strong data-testid="view-code">{viewCode(view)}</strong>
          {signedBy && (
            <>
              {' '}
              · Organiser's key <strong data-testid="view-key">{signedBy}</strong>
            </>
          )}
        </p>
      </div>
      {round ? (
        <div className="ev-board-round">
          <Sub>{round.label}</Sub>
          <ol className="ev-board-tables" data-testid="board-tables">
            {round.tables.map((t) => (
              <li key={t.table}>
                <strong>Table {t.table}</strong> {t.allied} (Allied) against {t.axis} (Axis)
                {t.scenario && <span className="ev-board-scenario">{t.scenario}</span>}
              </li>
            ))}
            {round.byes.map((b) => (
              <li key={`bye-${b}`}>
                <strong>Bye</strong> {b}
              </li>
            ))}
          </ol>
          <Sub>Find your table</Sub>
          <ul className="ev-board-names" data-testid="board-names">
            {seatsByName(view).map((s) => (
              <li key={s.player}>
                <strong>{s.player}</strong>: {s.seat}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="ev-board-round">No round has been paired yet.</p>
      )}
      <div className="ev-board-standings">
        <Sub>Standings</Sub>
        {view.standings ? (
          <div className="gd-scroll" role="region" aria-label="Standings" tabIndex={0}>
            <table className="gd-table gd-standings" data-testid="board-standings">
              <caption>
                After {view.rounds} {view.rounds === 1 ? 'round' : 'rounds'}
                {places && ` · places ${places.from + 1} to ${Math.min(places.to, view.standings.length)} of ${view.standings.length}`}
              </caption>
              <thead>
                <tr>
                  <StandingsHeads rounds={[]} />
                  <TotalAndTieBreakerHeads order={[]} />
                </tr>
              </thead>
              <tbody>
                {view.standings.map((r, i) =>
                  places && (i < places.from || i >= places.to) ? null : (
                    <Fragment key={r.name}>
                      <tr>
                        <td className="gd-num">{r.rank}</td>
                        <th scope="row">{r.name}</th>
                        <td className="gd-num">{r.total}</td>
                      </tr>
                      {/* The tie-breakers, folded under the row so rank, name and total fit a phone. */}
                      <tr className="ev-tie-row">
                        <td />
                        <td colSpan={2}>{tieBreakerLine(view, i)}</td>
                      </tr>
                    </Fragment>
                  ),
                )}
              </tbody>
            </table>
          </div>
        ) : (
          <p>The standings are hidden until the prize-giving.</p>
        )}
      </div>
    </section>
  );
}

/** Row `i`'s tie-breakers in a line, and on a total shared with the row above, what placed it there. */
function tieBreakerLine(view: PlayersView, i: number): string {
  const rows = view.standings!;
  const values = view.tieBreakers.map((t, j) => `${tieBreakerWords[t].title} ${rows[i]!.tieBreakers[j] ?? '–'}`).join(' · ');
  const placed = placedBy(rows, view.tieBreakers, i);
  const above = rows[i - 1]?.name;
  if (placed === 'level') return `${values}. Level with ${above} on every tie-breaker.`;
  if (placed) return `${values}. Behind ${above} on ${tieBreakerWords[placed].title.toLowerCase()}.`;
  return values;
}
