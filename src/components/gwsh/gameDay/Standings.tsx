/**
 * The competition table's standings (GWSH 7.1), ranked by the engine (competition.ts). An event can have
 * a thousand players and twenty rounds: the first thirty places are drawn, then a hundred more at a time,
 * and the columns have fixed widths (gameDay.css), so the browser lays out the table without measuring
 * every cell.
 */
import { useId } from 'react';
import { standings, type CompetitionEvent } from '#src/lib/gwsh/game/competition.ts';
import { ShowMoreRows, useShownRows } from '../../shared/ShownRows.tsx';
import { StandingsHeads } from '../../shared/StandingsHeads.tsx';

const FIRST_ROWS = 30;

export default function Standings({ event }: { event: CompetitionEvent }) {
  const id = useId();
  const table = standings(event);
  const rows = useShownRows(table.length, FIRST_ROWS);
  return (
    <>
      <div className="gd-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="gd-table gd-standings" data-testid="standings">
          <caption id={`${id}-caption`}>Standings: {event.name}</caption>
          <colgroup>
            <col className="gd-col-rank" />
            <col className="gd-col-player" />
            {event.rounds.map((r) => (
              <col key={r.label} className="gd-col-round" />
            ))}
            <col className="gd-col-total" />
          </colgroup>
          <thead>
            <tr>
              <StandingsHeads rounds={event.rounds} />
              <th scope="col" className="gd-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {table.length === 0 && (
              <tr>
                <td colSpan={event.rounds.length + 3}>No scores yet.</td>
              </tr>
            )}
            {table.slice(0, rows.shown).map((s) => (
              <tr key={s.player}>
                <td className="gd-num">{s.rank}</td>
                <th scope="row">{s.player}</th>
                {s.rounds.map((c, i) => (
                  <td key={i} className="gd-num">
                    {c === null ? '–' : c.competition === c.gameScore ? c.competition : `${c.competition} (game ${c.gameScore})`}
                  </td>
                ))}
                <td className="gd-num">{s.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMoreRows shown={rows.shown} total={table.length} onMore={rows.more} noun="players" />
    </>
  );
}
