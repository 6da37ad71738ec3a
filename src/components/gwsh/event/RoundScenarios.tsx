/**
 * A scenario for every table of a round (src/lib/gwsh/event/tableScenarios.ts): the period and front,
 * one click to roll every table not yet rolled, and each table's card in a line with a link to the whole
 * card on the scenario page (to print or share). The generator is fetched when a round has or gets one.
 * The round's sheets to print (src/lib/gwsh/event/tableSheets.ts) come as one HTML file, or a table's alone.
 */
import { useEffect, useId, useState } from 'react';
import { isPaired } from '#src/lib/gwsh/event/event.ts';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { periodLabel, periodOfYear, theatres, yearPeriods, type Theatre, type YearPeriod } from '#src/lib/gwsh/yearPeriod.ts';
import { frontNames } from '#src/lib/gwsh/front.ts';
import { downloadText } from '../../shared/download.ts';
import { eventModel } from '../shared/useEvent.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';

type Scenarios = typeof import('#src/lib/gwsh/event/tableScenarios.ts');
const loadScenarios = () => import('#src/lib/gwsh/event/tableScenarios.ts');
const SCENARIO_PAGE = '/gwsh/calculators/scenario/';

interface Props {
  roundIndex: number;
  tables: ScenarioTables;
  /** The event as the round's table draws it (a moment late: useDeferredEvent), so the two always agree. */
  event: CompetitionEvent;
}

export function RoundScenarios({ roundIndex, tables, event }: Props) {
  const { change } = eventModel();
  const id = useId();
  const round = event.rounds[roundIndex]!;
  const [engine, setEngine] = useState<Scenarios | null>(null);
  const [period, setPeriod] = useState<YearPeriod>(periodOfYear(event.year));
  const [theatre, setTheatre] = useState<Theatre>('western-front');
  const hasCards = round.games.some((g) => isPaired(g) && g.scenario);
  useEffect(() => {
    if (hasCards && !engine) void loadScenarios().then(setEngine);
  }, [hasCards, engine]);

  const roll = async () => {
    const scenarios = engine ?? (await loadScenarios());
    setEngine(scenarios);
    const seed = Math.floor(Math.random() * 2 ** 31);
    const out = scenarios.rollRoundScenarios(event, roundIndex, { period, theatre }, tables, seed);
    const problems = out.problems.length > 0 ? ` ${out.problems.join('. ')}.` : '';
    change(
      (e) => ({ ok: true, event: scenarios.rollRoundScenarios(e, roundIndex, { period, theatre }, tables, seed).event }),
      `${out.rolled} table scenario${out.rolled === 1 ? '' : 's'} rolled for ${round.label}.${problems}`,
    );
  };
  /** The whole card on the scenario page, made from the table's kept input and dice. */
  const openCard = async (table: number) => {
    const game = round.games.find((g) => isPaired(g) && g.table === table);
    if (!game || !isPaired(game) || !engine) return;
    const card = engine.tableCard(event, game, tables);
    if (!card) return;
    const { scenarioShareFragment } = await import('#src/lib/gwsh/scenario/scenarioShare.ts');
    window.location.assign(`${SCENARIO_PAGE}#${scenarioShareFragment({ inputs: card.input, dice: card.dice })}`);
  };

  /** The round's sheets (every table, after a page listing them), or one table's sheet. */
  const sheets = async (only: number | null) => {
    const { tableSheetsFileName, tableSheetsHtml } = await import('#src/lib/gwsh/event/tableSheets.ts');
    downloadText(tableSheetsFileName(event, roundIndex, only), tableSheetsHtml(event, roundIndex, tables, only), 'text/html');
  };

  return (
    <div className="ev-scenarios" data-testid={`scenarios-${roundIndex + 1}`}>
      <div className="gd-grid">
        <div className="gd-field">
          <label htmlFor={`${id}-period`}>Period of the scenarios</label>
          <select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as YearPeriod)}>
            {yearPeriods.map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-front`}>Front</label>
          <select id={`${id}-front`} value={theatre} onChange={(e) => setTheatre(e.target.value as Theatre)}>
            {theatres.map((t) => (
              <option key={t} value={t}>
                {frontNames[t]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="gd-secondary" onClick={() => void roll()}>
          Roll every table's scenario
        </button>
        <button type="button" className="gd-secondary" onClick={() => void sheets(null)}>
          Table sheets of {round.label} (HTML, to print)
        </button>
      </div>
      {hasCards && engine && (
        <ul>
          {round.games.filter(isPaired).map((g) => {
            const card = g.scenario ? engine.tableCard(event, g, tables) : null;
            return (
              <li key={g.table}>
                Table {g.table}: {card ? engine.cardSummary(card) : 'no scenario yet'}{' '}
                {card && (
                  <button type="button" className="gd-secondary" onClick={() => void openCard(g.table)}>
                    Table {g.table}'s card
                  </button>
                )}{' '}
                <button type="button" className="gd-secondary" onClick={() => void sheets(g.table)}>
                  Table {g.table}'s sheet
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
