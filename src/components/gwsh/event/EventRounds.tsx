/**
 * The rounds: pair the next one (the Swiss rules of src/lib/gwsh/event/swiss.ts, run in steps so the page
 * keeps answering at a thousand players), score each table, correct any past score, revert the last round
 * (with Undo); the hall view, a page of its own, follows them.
 */
import { lazy, memo, startTransition, Suspense, useId, useState } from 'react';
import { isBye, isPaired, playerName, type CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { revertLastRound } from '#src/lib/gwsh/event/eventEdits.ts';
import { pairRound } from '#src/lib/tools/event/eventSteps.ts';
import { eventScheduler } from './eventScheduler.ts';
import { useHeadings } from '../../shared/headings.tsx';
import { ScoreInput } from './ScoreInput.tsx';
import { HALL_PAGE } from '../shared/eventKey.ts';
import { ShowMoreRows, useShownRows } from '../../shared/ShownRows.tsx';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { eventModel } from '../shared/useEvent.ts';

/** Fetched once a round is on the page (docs/performance.md). */
const RoundScenarios = lazy(() => import('./RoundScenarios.tsx').then((m) => ({ default: m.RoundScenarios })));
const RoundClockControls = lazy(() => import('./RoundClockControls.tsx'));
const SwapSeats = lazy(() => import('./SwapSeats.tsx').then((m) => ({ default: m.SwapSeats })));

/** Given the event a moment late (useDeferredEvent): a round's hundred tables are drawn in the background. */
export const EventRounds = memo(function EventRounds({ tables, event }: { tables: ScenarioTables; event: CompetitionEvent }) {
  const model = eventModel();
  const { replace } = model;
  const { Title } = useHeadings();
  const id = useId();
  const [pairing, setPairing] = useState(false);
  /**
   * The one round whose tables are drawn (the latest until another is opened): a thousand players' event has
   * five hundred tables a round, and every round drawn at once would take the page for seconds.
   */
  const [opened, setOpened] = useState<number | null>(null);
  const shown = opened !== null && opened < event.rounds.length ? opened : event.rounds.length - 1;
  /** A hundred tables of the round at first, then a hundred more on request. */
  const tables100 = useShownRows(event.rounds[shown]?.games.length ?? 0);
  const next = event.rounds.length + 1;

  const pair = async () => {
    setPairing(true);
    await pairRound(model, eventScheduler);
    setPairing(false);
    // The new round is the one drawn.
    startTransition(() => setOpened(null));
  };
  const revert = () => {
    // From the event as it is now: the one drawn here comes a moment late, and a score typed just before would be lost.
    const reverted = revertLastRound(model.getState().event);
    if (reverted) replace(reverted.event, `${reverted.removed.label} was reverted: its pairings and scores are gone.`);
  };

  return (
    <section aria-labelledby={`${id}-rounds`}>
      <Title id={`${id}-rounds`}>Rounds</Title>
      <p>
        The{' '}
        <a href={HALL_PAGE} target="_blank" rel="noopener">
          hall view
        </a>{' '}
        shows the current round and the standings in large type for a projector or a second screen, and follows this event as it changes.
      </p>
      <div className="gd-actions">
        <button type="button" onClick={pair} disabled={pairing}>
          {pairing ? `Pairing round ${next}…` : `Pair round ${next}`}
        </button>
        {event.rounds.length > 0 && (
          <button type="button" className="gd-secondary" onClick={revert}>
            Revert {event.rounds.at(-1)!.label}
          </button>
        )}
      </div>
      {event.rounds.length > 0 && (
        <Suspense fallback={null}>
          <RoundClockControls />
        </Suspense>
      )}
      {event.rounds.map((round, r) => (
        <details
          key={`${r}-${round.label}`}
          open={r === shown}
          className="ev-round"
          onToggle={(e) => {
            if (e.currentTarget.open && r !== shown) setOpened(r);
            else if (!e.currentTarget.open && r === shown) setOpened(-1);
          }}
        >
          <summary>{round.label}</summary>
          {r === shown && (
            <>
              <div className="gd-scroll" role="region" aria-label={`${round.label} tables`} tabIndex={0}>
                <table className="gd-table" data-testid={`round-${r + 1}`}>
                  <caption>{round.label}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="gd-num">
                        Table
                      </th>
                      <th scope="col">Allied</th>
                      <th scope="col">Score</th>
                      <th scope="col">Axis</th>
                      <th scope="col">Score</th>
                    </tr>
                  </thead>
                  <tbody>
                    {round.games.slice(0, tables100.shown).map((g, i) => {
                      if (isPaired(g)) {
                        const score = (side: 'allied' | 'axis') => (
                          <ScoreInput
                            id={`${id}-r${r}-t${g.table}-${side}`}
                            label={`${round.label}, table ${g.table}, ${playerName(event, g[side])}'s game score`}
                            at={{ roundIndex: r, table: g.table, side }}
                          />
                        );
                        return (
                          <tr key={`t${g.table}`}>
                            <td className="gd-num">{g.table}</td>
                            <th scope="row">{playerName(event, g.allied)}</th>
                            <td>{score('allied')}</td>
                            <td>{playerName(event, g.axis)}</td>
                            <td>{score('axis')}</td>
                          </tr>
                        );
                      }
                      return (
                        <tr key={`o${i}`}>
                          <td className="gd-num">–</td>
                          <td colSpan={4}>
                            {isBye(g)
                              ? `Bye: ${playerName(event, g.bye)} (counts ${event.pairing.byeScore})`
                              : `${playerName(event, g.player)}: ${g.score} (no opponent recorded)`}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <ShowMoreRows shown={tables100.shown} total={round.games.length} onMore={tables100.more} noun="tables" />
              <Suspense fallback={null}>
                <SwapSeats roundIndex={r} event={event} />
                <RoundScenarios roundIndex={r} tables={tables} event={event} />
              </Suspense>
            </>
          )}
        </details>
      ))}
    </section>
  );
});
