/**
 * GWSH scenario generator (2.0, 4.1–4.4, 5.0, 6.0): UI state only. The engine (scenario.ts) makes the
 * card from the inputs and the dice so far; "roll for me" rolls them all, "I'll type real dice" asks for
 * each die the engine says it needs next. A link carries the inputs and dice and replays them.
 */
import { HeadingLevel, type IslandLevel } from '../../shared/headings.tsx';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { rollD6From } from '#src/lib/dice/diceSources.ts';
import { alternativesCanChange, generateScenario, type ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { defaultScenarioForm, readScenarioForm, scenarioFormOf, type ScenarioFormState } from '#src/lib/gwsh/scenario/scenarioForm.ts';
import { scenarioAlternativesOf } from '#src/lib/gwsh/scenario/scenarioAlternatives.ts';
import { NO_ALTERNATIVES, type Alternatives } from '#src/lib/reading.ts';
import { DicePrompt } from './DicePrompt.tsx';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { ScenarioCardView } from './ScenarioCardView.tsx';
import { situationText } from '#src/lib/gwsh/scenario/situationText.ts';
import { ScenarioForm } from './ScenarioForm.tsx';
import { ShareLink } from '../shared/ShareLink.tsx';
import { TacticalOddsChart } from './TacticalOddsChart.tsx';
import '../../shared/controls.css';
import '../shared/gameDay.css';

type DiceMode = 'roll' | 'typed';

type ShareModule = typeof import('#src/lib/gwsh/scenario/scenarioShare.ts');
/** The share links' module (zod and the link compressor): fetched when a link arrives or a card is complete. */
const loadShare = (): Promise<ShareModule> => import('#src/lib/gwsh/scenario/scenarioShare.ts');

/** The rules pack's choices for the scenario's readings: fetched where one can change the card. */
const PackChoices = lazy(() => import('./PackChoices.tsx'));

/** Prints only the card: the print style hides the rest of the page while this attribute is set. */
function printCard(): void {
  const body = document.body;
  body.dataset.gdPrint = '';
  const done = () => {
    delete body.dataset.gdPrint;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * `tables`: the tables a card reads, from the tables collection (ScenarioCalculator.astro). `headingLevel` 2 on
 * its own calculator page (under the h1), 3 beside a rule (under its h2).
 */
export default function ScenarioGenerator({ tables, headingLevel = 3 }: { tables: ScenarioTables; headingLevel?: IslandLevel }) {
  const id = useId();
  const [form, setForm] = useState<ScenarioFormState>(defaultScenarioForm);
  const [mode, setMode] = useState<DiceMode>('roll');
  /** Every die so far, in order; null until the roll-for-me dice are rolled. */
  const [dice, setDice] = useState<number[] | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  /** The form is a link's card, with the event's choices the link carries, until the player changes it. */
  const [fromLink, setFromLink] = useState(false);
  /** Otherwise the card follows the rules pack in use here (PackChoices). */
  const [packChoices, setPackChoices] = useState<Alternatives>(NO_ALTERNATIVES);
  const { potential, input } = useMemo(
    () => readScenarioForm(fromLink ? form : { ...form, alternatives: scenarioAlternativesOf(packChoices) }),
    [form, fromLink, packChoices],
  );
  const started = dice !== null || mode === 'typed';
  const card = useMemo(() => generateScenario(tables, input, dice ?? []), [tables, input, dice]);

  useEffect(() => {
    const openLink = async () => {
      // A page without a fragment loads no link reader.
      if (window.location.hash.length <= 1) return;
      const read = (await loadShare()).readScenarioShare(window.location.hash);
      if (read.kind === 'none') return;
      if (!read.ok) {
        // The form stays empty (its defaults) and says why the link could not be opened.
        setLinkError(read.error);
        setForm(defaultScenarioForm);
        setDice(null);
        return;
      }
      setLinkError(null);
      setFromLink(true);
      setForm(scenarioFormOf(read.value.inputs));
      setDice(read.value.dice);
      setMode(generateScenario(tables, read.value.inputs, read.value.dice).complete ? 'roll' : 'typed');
    };
    void openLink();
    const onHashChange = () => void openLink();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [tables]);

  // The link to a complete card, once the share module has arrived.
  const [share, setShare] = useState<ShareModule | null>(null);
  useEffect(() => {
    if (card.complete && !share) void loadShare().then(setShare);
  }, [card.complete, share]);

  const changeForm = (next: ScenarioFormState) => {
    setFromLink(false);
    setForm(next);
    setDice(null);
    setLinkError(null);
  };
  const changeMode = (next: DiceMode) => {
    setMode(next);
    setDice(null);
  };
  const rollAll = () => setDice(generateScenario(tables, input, rollD6From(Math.random)).dice);
  const status =
    card.complete && card.situation
      ? `Scenario complete: ${situationText(card.situation, card.names)}.`
      : started && card.nextRoll
        ? `${card.dice.length} ${card.dice.length === 1 ? 'die' : 'dice'} so far. Next: ${card.nextRoll.purpose}.`
        : '';

  return (
    <HeadingLevel value={headingLevel}>
      <section className="gd-calc gw-calc" aria-label="Scenario generator">
        {linkError && (
          <p className="gd-error" role="alert" data-testid="link-error">
            {linkError}
          </p>
        )}
        {!fromLink && alternativesCanChange(card) && (
          <Suspense fallback={null}>
            <PackChoices onChoices={setPackChoices} />
          </Suspense>
        )}
        <ScenarioForm
          id={id}
          value={form}
          onChange={changeForm}
          potentialError={potential && !potential.ok ? potential.message : null}
          nations={tables.nations}
        />
        <fieldset className="gd-noprint">
          <legend>Dice</legend>
          <div className="gd-radios">
            <div className="gd-check">
              <input id={`${id}-roll`} type="radio" name={`${id}-mode`} checked={mode === 'roll'} onChange={() => changeMode('roll')} />
              <label htmlFor={`${id}-roll`}>Roll for me</label>
            </div>
            <div className="gd-check">
              <input id={`${id}-typed`} type="radio" name={`${id}-mode`} checked={mode === 'typed'} onChange={() => changeMode('typed')} />
              <label htmlFor={`${id}-typed`}>I'll type real dice</label>
            </div>
          </div>
        </fieldset>

        <TacticalOddsChart odds={card.odds} names={card.names} />
        {!started && (
          <Findings links={gwshRuleLink} extra={findingTermCard} findings={card.findings} label="Findings about this scenario" />
        )}

        <div className="gd-actions gd-noprint">
          {mode === 'roll' && (
            <button type="button" onClick={rollAll}>
              {dice === null ? 'Roll the dice' : 'Roll again'}
            </button>
          )}
          {mode === 'typed' && dice !== null && dice.length > 0 && (
            <button type="button" className="gd-secondary" onClick={() => setDice(null)}>
              Start again
            </button>
          )}
        </div>

        <p role="status" className="gd-hint gd-noprint" data-testid="scenario-status">
          {status}
        </p>

        {started && mode === 'typed' && !card.complete && card.nextRoll && (
          <DicePrompt
            need={card.nextRoll}
            canUndo={(dice ?? []).length > 0}
            onDie={(value) => setDice([...(dice ?? []), value])}
            onUndo={() => setDice((dice ?? []).slice(0, -1))}
          />
        )}

        {started && <ScenarioCardView card={card} headingId={`${id}-card`} />}

        {card.complete && (
          <div className="gd-noprint">
            <div className="gd-actions">
              <button type="button" className="gd-secondary" onClick={printCard}>
                Print the card
              </button>
            </div>
            {share && (
              <ShareLink fragment={share.scenarioShareFragment({ inputs: input, dice: card.dice })} label="Link to this scenario card" />
            )}
          </div>
        )}
      </section>
    </HeadingLevel>
  );
}
