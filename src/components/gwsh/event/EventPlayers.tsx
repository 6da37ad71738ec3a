/** The event's players: add one (also after the first round), drop one or bring them back, take their lists. */
import { useId, useState } from 'react';
import { joinPlayer, setPlayerDropped } from '#src/lib/tools/event/eventSteps.ts';
import { eventSides, type EventSide } from '#src/lib/gwsh/event/event.ts';
import type { NationsTable } from '#src/lib/gwsh/nationNames.ts';
import { nationName } from '#src/lib/gwsh/nationNames.ts';
import { useHeadings } from '../../shared/headings.tsx';
import { ShowMoreRows, useShownRows } from '../../shared/ShownRows.tsx';
import { PlayerLists, usePlayerVerdicts } from './PlayerLists.tsx';
import { eventModel, useEventState } from '../shared/useEvent.ts';

const sideWords: Record<EventSide, string> = { allied: 'Allied', axis: 'Axis', either: 'Either (brought both)' };

interface Props {
  /** The nations table: a player's nation is one of their side's (2.0). */
  nations: NationsTable;
}

export function EventPlayers({ nations }: Props) {
  const event = useEventState((s) => s.event);
  const { Title } = useHeadings();
  const id = useId();
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  const [side, setSide] = useState<EventSide>('allied');
  const [nation, setNation] = useState('');
  const rows = useShownRows(event.players.length, 30);
  const verdicts = usePlayerVerdicts(event);
  const choices = nations.rows.filter((n) => side !== 'either' && n.side === side);
  const add = () => {
    const player = { name, club: club || null, side, nation: choices.some((n) => n.id === nation) ? nation : null };
    // The next player starts from empty name and club fields: a club kept over would join them to it unseen.
    if (joinPlayer(eventModel(), player)) {
      setName('');
      setClub('');
    }
  };
  return (
    <section aria-labelledby={`${id}-players`}>
      <Title id={`${id}-players`}>Players ({event.players.length})</Title>
      <form
        className="gd-grid"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <div className="gd-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} type="text" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-club`}>Club (optional)</label>
          <input id={`${id}-club`} type="text" maxLength={100} value={club} onChange={(e) => setClub(e.target.value)} />
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-side`}>Side</label>
          <select id={`${id}-side`} value={side} onChange={(e) => setSide(e.target.value as EventSide)}>
            {eventSides.map((s) => (
              <option key={s} value={s}>
                {sideWords[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-nation`}>Nation (for the table's scenario)</label>
          <select
            id={`${id}-nation`}
            value={choices.some((n) => n.id === nation) ? nation : ''}
            onChange={(e) => setNation(e.target.value)}
          >
            <option value="">{side === 'either' ? 'Chosen for each game' : 'Not given'}</option>
            {choices.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Add player</button>
      </form>
      {event.players.length > 0 && (
        <ul className="ev-players" data-testid="event-players">
          {event.players.slice(0, rows.shown).map((p) => (
            <li key={p.id}>
              <span className={p.dropped ? 'ev-dropped' : undefined}>
                {p.name} ({sideWords[p.side].split(' ')[0]}
                {p.nation ? `, ${nationName(nations, p.nation)}` : ''}
                {p.club ? `, ${p.club}` : ''}){p.dropped ? ', dropped' : ''}
              </span>{' '}
              <PlayerLists player={p} verdicts={verdicts} />{' '}
              {/* Last and small, away from the lists' buttons a hand reaches for all day; with Undo. */}
              <button type="button" className="gd-secondary ev-drop" onClick={() => setPlayerDropped(eventModel(), p, !p.dropped)}>
                {p.dropped ? `Bring back ${p.name}` : `Drop ${p.name}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreRows shown={rows.shown} total={event.players.length} onMore={rows.more} noun="players" />
    </section>
  );
}
