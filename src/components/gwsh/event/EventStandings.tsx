/**
 * The standings (src/lib/gwsh/event/standings.ts): rank, total, a column per tie-breaker in the event's
 * order with how it is computed, byes and adjustments on their own lines; shared ranks show as equal.
 * Thirty rows first, then more on request, so a thousand players draw quickly.
 */
import { memo, useId, useMemo } from 'react';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { standings, tieBreakerWords } from '#src/lib/gwsh/event/standings.ts';
import { playerName } from '#src/lib/gwsh/event/event.ts';
import { ShowMoreRows, useShownRows } from '../../shared/ShownRows.tsx';
import { useHeadings } from '../../shared/headings.tsx';
import { StandingsHeads, TotalAndTieBreakerHeads } from '../../shared/StandingsHeads.tsx';

/** Given the event a moment late (useDeferredEvent): a thousand players are ranked and drawn in the background. */
export const EventStandings = memo(function EventStandings({ event }: { event: CompetitionEvent }) {
  const { Title } = useHeadings();
  const id = useId();
  // Ranked again only when the event changes, not on every keystroke elsewhere on the page.
  const table = useMemo(() => standings(event), [event]);
  const rows = useShownRows(table.length, 30);
  return (
    <section aria-labelledby={`${id}-standings`}>
      <Title id={`${id}-standings`}>Standings</Title>
      <div className="gd-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="gd-table gd-standings" data-testid="event-standings">
          <caption id={`${id}-caption`}>
            {event.name}, after {event.rounds.length} round{event.rounds.length === 1 ? '' : 's'}
          </caption>
          <thead>
            <tr>
              <StandingsHeads rounds={event.rounds} />
              <th scope="col" className="gd-num">
                Adjustments
              </th>
              <TotalAndTieBreakerHeads order={event.tieBreakers} />
            </tr>
          </thead>
          <tbody>
            {table.slice(0, rows.shown).map((s) => (
              <tr key={s.player.id}>
                <td className="gd-num">{s.rank}</td>
                <th scope="row">
                  {s.player.name}
                  {s.player.dropped ? ' (dropped)' : ''}
                </th>
                {s.rounds.map((r, i) => (
                  <td key={i} className="gd-num">
                    {r.kind === 'game'
                      ? r.gameScore === null
                        ? '…'
                        : r.points === r.gameScore
                          ? r.points
                          : `${r.points} (game ${r.gameScore})`
                      : r.kind === 'bye'
                        ? `${r.points} (bye)`
                        : r.kind === 'score'
                          ? r.points
                          : '–'}
                  </td>
                ))}
                <td className="gd-num">{s.adjustments === 0 ? '' : s.adjustments > 0 ? `+${s.adjustments}` : s.adjustments}</td>
                <td className="gd-num">{s.total}</td>
                {event.tieBreakers.map((t) => (
                  <td key={t} className="gd-num">
                    {s.tieBreakers[t] ?? '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMoreRows shown={rows.shown} total={table.length} onMore={rows.more} noun="players" />
      <p className="gd-hint">
        Each game counts its score from 0 to 12, a bye counts {event.pairing.byeScore}. Ties are broken in this order:{' '}
        {event.tieBreakers.map((t) => `${tieBreakerWords[t].title.toLowerCase()} (${tieBreakerWords[t].how})`).join('; then ')}. Players
        equal on all of them share a rank; “–” marks a tie-breaker a player did not need.
      </p>
      <Adjustments event={event} />
    </section>
  );
});

/** The bonuses and penalties, twenty at first, then more on request. */
function Adjustments({ event }: { event: CompetitionEvent }) {
  const rows = useShownRows(event.adjustments.length, 20);
  if (event.adjustments.length === 0) return null;
  return (
    <>
      <ul data-testid="event-adjustments">
        {event.adjustments.slice(0, rows.shown).map((a, i) => (
          <li key={i}>
            Round {a.round}: {playerName(event, a.player)} {a.points > 0 ? `+${a.points}` : a.points} ({a.reason})
          </li>
        ))}
      </ul>
      <ShowMoreRows shown={rows.shown} total={event.adjustments.length} onMore={rows.more} noun="adjustments" />
    </>
  );
}
