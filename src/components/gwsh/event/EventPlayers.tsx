/** The event's players: add one (also after the first round), drop one or bring them back. */
import { useId, useState } from 'react';
import { addPlayer, setDropped, type EventUpdate } from '#src/lib/gwsh/event/eventEdits.ts';
import { eventSides, type CompetitionEvent, type EventSide } from '#src/lib/gwsh/event/event.ts';
import { useHeadings } from '../../shared/headings.tsx';

const sideWords: Record<EventSide, string> = { allied: 'Allied', axis: 'Axis', either: 'Either (brought both)' };

export function EventPlayers({ event, change }: { event: CompetitionEvent; change: (u: EventUpdate, done: string) => void }) {
  const { Title } = useHeadings();
  const id = useId();
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  const [side, setSide] = useState<EventSide>('allied');
  const add = () => {
    const update = addPlayer(event, { name, club: club || null, side, nation: null });
    change(update, `${name.trim()} joined the event.`);
    if (update.ok) setName('');
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
        <button type="submit">Add player</button>
      </form>
      {event.players.length > 0 && (
        <ul className="ev-players" data-testid="event-players">
          {event.players.map((p) => (
            <li key={p.id}>
              <span className={p.dropped ? 'ev-dropped' : undefined}>
                {p.name} ({sideWords[p.side].split(' ')[0]}
                {p.club ? `, ${p.club}` : ''}){p.dropped ? ', dropped' : ''}
              </span>{' '}
              <button
                type="button"
                className="gd-secondary"
                onClick={() =>
                  change(
                    setDropped(event, p.id, !p.dropped),
                    p.dropped ? `${p.name} is back in the pairings.` : `${p.name} was dropped: kept in the standings, not paired again.`,
                  )
                }
              >
                {p.dropped ? `Bring back ${p.name}` : `Drop ${p.name}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
