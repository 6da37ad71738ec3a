/**
 * GWSH 7.0 victory points and 7.1 competition scores: UI state only. The form becomes a game file
 * (gameForm.ts) and the engine (victoryPoints.ts) scores it, reporting claims the rules do not allow.
 */
import { HeadingLevel, type IslandLevel } from '../../shared/headings.tsx';
import { CheckField, NumberField } from '../../shared/Fields.tsx';
import { fieldBinder, fieldSetter } from '../../shared/useForm.ts';
import { lazy, startTransition, Suspense, useEffect, useId, useState } from 'react';
import {
  defaultGameForm,
  gameFileFromForm,
  gameFormFromFile,
  withScenario,
  type GameForm,
  type PlayerForm,
} from '#src/lib/gwsh/game/gameForm.ts';
import { resultSentence, scoreGame, VP } from '#src/lib/gwsh/game/victoryPoints.ts';
import type { GameFile } from '#src/lib/gwsh/game/gameFile.ts';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { ReadingList } from './FindingList.tsx';
import { GameFileControls } from './GameFileControls.tsx';
import { useKeptForm, type FormReader } from './useKeptForm.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { useRulesPack } from '../shared/useRulesPack.ts';
import RulesPackNotice from '../shared/RulesPackNotice.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { VpPlayerFields } from './VpPlayerFields.tsx';
import { VpLines } from './VpLines.tsx';
import { ScenarioField } from './ScenarioField.tsx';
import '../../shared/controls.css';
import '../shared/gameDay.css';

/**
 * Recording the game in the event kept in this browser, below the game's score: its code is fetched and it
 * is drawn once the calculator above it is usable (a transition), so the page hydrates the player's fields
 * without it.
 */
const RecordInEvent = lazy(() => import('../shared/RecordInEvent.tsx').then((m) => ({ default: m.RecordInEvent })));

async function keptGameReader(): Promise<FormReader<GameFile>> {
  const { parseGameFile } = await import('#src/lib/gwsh/game/gameFile.ts');
  return (json) => {
    const parsed = parseGameFile(json);
    return parsed.ok ? parsed.game : null;
  };
}

/** `headingLevel` 2 on its own calculator page (under the h1), 3 beside a rule (under its h2). */
export default function VictoryPoints({ headingLevel = 3 }: { headingLevel?: IslandLevel }) {
  const id = useId();
  const [form, setForm] = useState<GameForm>(defaultGameForm);
  const [recordDrawn, setRecordDrawn] = useState(false);
  useEffect(() => startTransition(() => setRecordDrawn(true)), []);
  const field = fieldBinder(id, form, fieldSetter(form, setForm));
  const made = gameFileFromForm(form);
  // The game is kept across reloads once it is whole; its reader (the game file's schema) is fetched after
  // the first draw, with the storage modules.
  useKeptForm(storageKeys.victoryPointsGame, made.ok ? made.game : null, (game) => setForm(gameFormFromFile(game)), keptGameReader);
  const pack = useRulesPack();
  // The game as scored: under the event's rules pack where one is in use (its +2 objective reading).
  const game = made.ok ? (pack ? pack.game(made.game) : made.game) : null;
  const score = game ? scoreGame(game, pack?.alternatives) : null;
  const setPlayer = (index: 0 | 1, next: PlayerForm) =>
    setForm({ ...form, players: index === 0 ? [next, form.players[1]] : [form.players[0], next] });

  return (
    <HeadingLevel value={headingLevel}>
      <section className="gd-calc gw-calc" aria-label="Victory points">
        <fieldset>
          <legend>The game</legend>
          <div className="gd-grid">
            <ScenarioField id={id} value={form.scenario} onChange={(kind) => setForm(withScenario(form, kind))} />
            <NumberField {...field('objectives')} label="Game objectives (5, fewer in the desert)" min={0} max={5} />
            <CheckField
              {...field('entrenchedLines')}
              label={`Continuous entrenched defensive lines (exit bonus +${VP.exitBonusEntrenched} instead of +${VP.exitBonus})`}
            />
            <CheckField
              id={`${id}-strict`}
              label={`Organiser: count +${VP.objective} objectives strictly as the line is written (a 3.0 brigade there, no enemy element within 300mm)`}
              value={(pack?.objectiveRule ?? form.objectiveRule) === 'strict'}
              disabled={pack?.objectiveRule != null}
              onChange={(v) => setForm({ ...form, objectiveRule: v ? 'strict' : 'loose' })}
            />
          </div>
        </fieldset>
        <RulesPackNotice active={pack} what="Games are scored" />

        <GameFileControls game={game} onImport={(game) => setForm(gameFormFromFile(game))} />
        <div className="gd-actions gd-noprint">
          <button type="button" className="gd-secondary" onClick={() => setForm(defaultGameForm())}>
            Start a new game
          </button>
        </div>

        <div className="gd-pair">
          {([0, 1] as const).map((i) => (
            <div key={i}>
              <VpPlayerFields
                id={id}
                index={i}
                player={form.players[i]}
                scenario={form.scenario}
                entrenchedLines={form.entrenchedLines}
                onChange={(next) => setPlayer(i, next)}
              />
              {score && <VpLines player={score.players[i]} index={i} />}
            </div>
          ))}
        </div>

        <div className="gd-result" aria-live="polite" data-testid="vp-result">
          {!made.ok && (
            <ul className="findings" aria-label="Fields to correct">
              {made.messages.map((m) => (
                <li key={m} className="finding finding--error" data-severity="error">
                  {m}
                </li>
              ))}
            </ul>
          )}
          {score && (
            <>
              <p className="gd-big" data-testid="vp-winner">
                {resultSentence(score)}
              </p>
              <p>
                Competition scores: {score.players[0].name} {score.players[0].competition}, {score.players[1].name}{' '}
                {score.players[1].competition} (
                <RuleLink section="7.1" />
                ).
              </p>
              <Findings links={gwshRuleLink} extra={findingTermCard} findings={score.findings} label="Findings about these claims" />
              <ReadingList readings={score.readings} />
            </>
          )}
        </div>

        {recordDrawn && (
          <Suspense fallback={null}>
            <RecordInEvent score={score} />
          </Suspense>
        )}
      </section>
    </HeadingLevel>
  );
}
