/**
 * GWSH 7.1: an event's running table of rounds, kept in this browser (competitionStorage.ts) and
 * exported as CSV or JSON. Each game counts 0 to 12; the engine (competition.ts) ranks the players.
 */
import { useHeadings } from '../../shared/headings.tsx';
import { useId, useState } from 'react';
import { addRound, eventSummary, isEmptyEvent, eventFileName, toCsv, type CompetitionEvent } from '#src/lib/gwsh/game/competition.ts';
import { enterScores } from '#src/lib/gwsh/game/competitionEntry.ts';
import { parseWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import type { GameScore } from '#src/lib/gwsh/game/victoryPoints.ts';
import { downloadText } from '../../shared/download.ts';
import { readEventFile } from './readEventFile.ts';
import { RuleLink } from './RuleLink.tsx';
import { DEFAULT_EVENT_NAME, useCompetitionEvent } from './useCompetitionEvent.ts';
import Standings from './Standings.tsx';
import { RecordInEvent } from '../event/RecordInEvent.tsx';
import { eventFromRunningTable } from '#src/lib/gwsh/event/eventLookup.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventText.ts';

/** The event's file formats: a spreadsheet's CSV, and JSON that this page imports again. */
const EXPORTS = [
  { name: 'CSV', ending: '.csv', write: toCsv, type: 'text/csv' },
  // The event file of version 2 (docs/formats.md), each score without an opponent: the event page opens it.
  { name: 'JSON', ending: '.json', write: (e: CompetitionEvent) => eventFileText(eventFromRunningTable(e)), type: 'application/json' },
] as const;

export function CompetitionTable({ score }: { score: GameScore | null }) {
  const { Title } = useHeadings();
  const id = useId();
  const [nameText, setNameText] = useState(DEFAULT_EVENT_NAME);
  const [message, setMessage] = useState<{ text: string; error: boolean; undo?: () => void } | null>(null);
  /** An event read from a file, waiting for the organiser to say it may replace the table on screen. */
  const [incoming, setIncoming] = useState<CompetitionEvent | null>(null);
  const [round, setRound] = useState('0');
  const [player, setPlayer] = useState('');
  const [gameScore, setGameScore] = useState('');
  const [confirmNew, setConfirmNew] = useState(false);
  const follow = (loaded: CompetitionEvent) => {
    setNameText(loaded.name);
    setRound(String(Math.max(0, loaded.rounds.length - 1)));
  };
  const kept = useCompetitionEvent((news) => setMessage(news), follow);
  const { event } = kept;

  const roundIndex = Math.min(Number(round) || 0, Math.max(0, event.rounds.length - 1));
  const roundName = event.rounds[roundIndex]?.label ?? 'Round 1';

  const recordGame = () => {
    if (!score) return;
    const scores = score.players.map((p) => ({ player: p.name, gameScore: p.total }));
    kept.change((e) => enterScores(e, roundIndex, scores), `This game was recorded in ${roundName}.`, true);
  };
  const recordOne = () => {
    const parsed = parseWholeNumber(gameScore, 'The game score', -99, 99);
    if (!player.trim()) return setMessage({ text: 'Give the player a name.', error: true });
    if (!parsed.ok) return setMessage({ text: parsed.message, error: true });
    kept.change(
      (e) => enterScores(e, roundIndex, [{ player: player.trim(), gameScore: parsed.value }]),
      `${player.trim()}'s ${parsed.value} was recorded in ${roundName}.`,
      true,
    );
  };
  const addNextRound = () => {
    setRound(String(event.rounds.length));
    kept.change((e) => addRound(e), `Round ${event.rounds.length + 1} added.`);
  };
  /** Puts `next` on screen and saves it; `done` is the message, with an Undo that puts `before` back. */
  const replaceWith = (next: CompetitionEvent, done: string, before?: CompetitionEvent) => {
    follow(next);
    kept.replace(next);
    setMessage({ text: done, error: false, ...(before && { undo: () => replaceWith(before, `${eventSummary(before)} is back.`) }) });
  };
  const importEvent = async (input: HTMLInputElement) => {
    const parsed = await readEventFile(input);
    if (!parsed) return;
    if (!parsed.ok) return setMessage({ text: parsed.message, error: true });
    // A table with players or rounds is replaced only when the organiser says so, and can be had back.
    if (isEmptyEvent(event)) replaceWith(parsed.event, `${parsed.event.name} imported.`);
    else setIncoming(parsed.event);
  };
  const acceptIncoming = () => {
    if (!incoming) return;
    const before = event;
    setIncoming(null);
    replaceWith(incoming, `${eventSummary(incoming)} imported in place of ${eventSummary(before)}.`, before);
  };
  const startNew = () => {
    follow(kept.startNew());
    setConfirmNew(false);
    setMessage({ text: 'A new event was started.', error: false });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="gd-result">
      <Title id={`${id}-heading`}>Competition table</Title>
      <p className="gd-hint">
        Each game counts from 0 to 12 in a competition (<RuleLink section="7.1" />
        ): −3 counts 0 and 14 counts 12. The table is kept in this browser.
      </p>
      {kept.storageMessage && (
        <p className="gd-error" role="alert" data-testid="storage-message">
          {kept.storageMessage}
        </p>
      )}
      {/* Until the saved table has been read, nothing here can change it. */}
      <fieldset className="gd-plain" disabled={!kept.ready}>
        <div className="gd-grid gd-noprint">
          <div className="gd-field">
            <label htmlFor={`${id}-name`}>Event name</label>
            <input
              id={`${id}-name`}
              type="text"
              maxLength={100}
              value={nameText}
              onChange={(e) => {
                // An event needs a name to be saved and read back: an emptied field keeps the default.
                setNameText(e.target.value);
                const name = e.target.value.trim() || DEFAULT_EVENT_NAME;
                kept.change((current) => ({ ok: true, event: { ...current, name } }), '');
              }}
            />
          </div>
          <div className="gd-field">
            <label htmlFor={`${id}-round`}>Round</label>
            <select id={`${id}-round`} value={String(roundIndex)} onChange={(e) => setRound(e.target.value)}>
              {event.rounds.length === 0 && <option value="0">Round 1 (new)</option>}
              {event.rounds.map((r, i) => (
                <option key={r.label} value={String(i)}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="gd-secondary" onClick={addNextRound}>
            Add a round
          </button>
          <button type="button" onClick={recordGame} disabled={!score}>
            Record this game in {roundName}
          </button>
        </div>
        <RecordInEvent score={score} />
        <fieldset className="gd-noprint">
          <legend>Or record one player's game score</legend>
          <div className="gd-grid">
            <div className="gd-field">
              <label htmlFor={`${id}-player`}>Player</label>
              <input
                id={`${id}-player`}
                type="text"
                maxLength={100}
                list={`${id}-players`}
                value={player}
                onChange={(e) => setPlayer(e.target.value)}
              />
              <datalist id={`${id}-players`}>
                {event.players.map((p) => (
                  <option key={p} value={p} />
                ))}
              </datalist>
            </div>
            <div className="gd-field">
              <label htmlFor={`${id}-score`}>Game score (victory points)</label>
              <input
                id={`${id}-score`}
                type="number"
                inputMode="numeric"
                min={-99}
                max={99}
                value={gameScore}
                onChange={(e) => setGameScore(e.target.value)}
              />
            </div>
            <button type="button" className="gd-secondary" onClick={recordOne}>
              Record score in {roundName}
            </button>
          </div>
        </fieldset>
        <p role="status" className={message?.error ? 'gd-error' : 'gd-hint'} data-testid="competition-status">
          {message?.text}
          {message?.undo && (
            <>
              {' '}
              <button type="button" className="gd-secondary" onClick={message.undo}>
                Undo
              </button>
            </>
          )}
        </p>
        {incoming && (
          <div role="group" aria-label="Replace the table with the imported event?" className="gd-actions gd-noprint">
            <span>
              Replace {eventSummary(event)} with {eventSummary(incoming)} from the file? The table on screen is kept until you say so.
            </span>
            <button type="button" onClick={acceptIncoming}>
              Replace it
            </button>
            <button type="button" className="gd-secondary" onClick={() => setIncoming(null)}>
              Keep this event
            </button>
          </div>
        )}

        <Standings event={event} />

        <div className="gd-actions gd-noprint">
          {EXPORTS.map(({ name, ending, write, type }) => (
            <button
              key={name}
              type="button"
              className="gd-secondary"
              onClick={() => downloadText(eventFileName(event, ending), write(event), type)}
            >
              Export {name}
            </button>
          ))}
          <label className="gd-file">
            Import event (JSON)
            <input
              type="file"
              accept=".json,application/json"
              onChange={(e) => void importEvent(e.currentTarget)}
              data-testid="event-file-input"
            />
          </label>
          {!confirmNew ? (
            <button type="button" className="gd-secondary" onClick={() => setConfirmNew(true)}>
              Start a new event…
            </button>
          ) : (
            <span role="group" aria-label="Start a new event?" className="gd-actions">
              <span>This deletes the table above from this browser.</span>
              <button type="button" onClick={startNew}>
                Yes, start a new event
              </button>
              <button type="button" className="gd-secondary" onClick={() => setConfirmNew(false)}>
                Keep this event
              </button>
            </span>
          )}
        </div>
      </fieldset>
    </section>
  );
}
