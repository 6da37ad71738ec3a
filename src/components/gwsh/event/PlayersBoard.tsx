/**
 * What players read of an event (src/lib/gwsh/event/playersView.ts), in large type: the current round's
 * tables with each table's scenario line, every player's seat A to Z, and the standings unless hidden; with
 * the view's code, which a player compares with the hall's screen.
 */
import { seatsByName, viewCode, type PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import { useHeadings } from '../../shared/headings.tsx';
import { StandingsHeads, TotalAndTieBreakerHeads } from '../../shared/StandingsHeads.tsx';

export function PlayersBoard({ view }: { view: PlayersView }) {
  const { Title, Sub } = useHeadings();
  const { round } = view;
  return (
    <section className="ev-board" data-testid="players-board" aria-label={`${view.name}: pairings and standings`}>
      <Title>{view.name}</Title>
      <p className="ev-code">
        Code <strong data-testid="view-code">{viewCode(view)}</strong>
      </p>
      {round ? (
        <>
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
        </>
      ) : (
        <p>No round has been paired yet.</p>
      )}
      <Sub>Standings</Sub>
      {view.standings ? (
        <div className="gd-scroll" role="region" aria-label="Standings" tabIndex={0}>
          <table className="gd-table gd-standings" data-testid="board-standings">
            <caption>
              After {view.rounds} {view.rounds === 1 ? 'round' : 'rounds'}
            </caption>
            <thead>
              <tr>
                <StandingsHeads rounds={[]} />
                <TotalAndTieBreakerHeads order={view.tieBreakers} />
              </tr>
            </thead>
            <tbody>
              {view.standings.map((r) => (
                <tr key={r.name}>
                  <td className="gd-num">{r.rank}</td>
                  <th scope="row">{r.name}</th>
                  <td className="gd-num">{r.total}</td>
                  {r.tieBreakers.map((v, i) => (
                    <td key={i} className="gd-num">
                      {v ?? '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>The standings are hidden until the prize-giving.</p>
      )}
    </section>
  );
}
