/**
 * A scenario for every table of a round (GWSH 2.0–6.2), rolled with the scenario generator from the two
 * players' nations, the event's period and front: the Allied player is A on the card, the Axis player B.
 * The round keeps each table's input and dice, so the same card is read again from the file.
 */
import { seededRollD6 } from '../../dice/diceSources.ts';
import { isNationId } from '../../data/nationIds.ts';
import { generateScenario, type ScenarioCard, type ScenarioTables } from '../scenario/scenario.ts';
import type { ScenarioInput } from '../scenario/scenarioInput.ts';
import { scenarioAlternativesOf } from '../scenario/scenarioAlternatives.ts';
import { packAlternatives } from '../packInForce.ts';
import { scenarioLineOf } from './playersView.ts';
import { situationText } from '../scenario/situationText.ts';
import { theatres, yearPeriods, type Theatre, type YearPeriod } from '../yearPeriod.ts';
import { isPaired, playerName, playerOf, type CompetitionEvent, type PairedGame } from './event.ts';

export interface ScenarioSetting {
  period: YearPeriod;
  theatre: Theatre;
}

/** The generator's input for a table, or why it cannot be rolled (a player without a nation of their side). */
export function tableInput(
  event: CompetitionEvent,
  game: PairedGame,
  setting: ScenarioSetting,
  tables: ScenarioTables,
): ScenarioInput | string {
  const nationFor = (id: string, side: 'allied' | 'axis') => {
    const nation = playerOf(event, id)?.nation ?? null;
    const row = tables.nations.rows.find((n) => n.id === nation);
    if (!nation || !isNationId(nation) || row?.side !== side)
      return `${playerName(event, id)} has no ${side === 'allied' ? 'Allied' : 'Axis'} nation`;
    return nation;
  };
  const a = nationFor(game.allied, 'allied');
  const b = nationFor(game.axis, 'axis');
  for (const n of [a, b]) if (!isNationId(n)) return `Table ${game.table}: ${n}, so its scenario was not rolled`;
  // The event's rules pack decides the scenario's readings it names (a dash, another trench-bound front).
  const alternatives = scenarioAlternativesOf(packAlternatives(event.rulesPack ?? null));
  return {
    ...(alternatives.length > 0 ? { alternatives } : {}),
    a: a as ScenarioInput['a'],
    b: b as ScenarioInput['b'],
    period: setting.period,
    theatre: setting.theatre,
    desert: false,
    playerA: playerName(event, game.allied),
    playerB: playerName(event, game.axis),
  };
}

/**
 * Rolls a scenario for every table of a round that has none yet, with dice from `seed`; the tables that
 * cannot be rolled say why.
 */
export function rollRoundScenarios(
  event: CompetitionEvent,
  roundIndex: number,
  setting: ScenarioSetting,
  tables: ScenarioTables,
  seed: number,
): { event: CompetitionEvent; problems: string[]; rolled: number } {
  const roll = seededRollD6(seed);
  const problems: string[] = [];
  let rolled = 0;
  const round = event.rounds[roundIndex];
  if (!round) return { event, problems: [`there is no round ${roundIndex + 1}`], rolled };
  const games = round.games.map((g) => {
    if (!isPaired(g) || g.scenario) return g;
    const input = tableInput(event, g, setting, tables);
    if (typeof input === 'string') {
      problems.push(input);
      return g;
    }
    const card = generateScenario(tables, input, roll);
    rolled += 1;
    return { ...g, scenario: { a: g.allied, period: setting.period, theatre: setting.theatre, dice: card.dice } };
  });
  const rounds = event.rounds.map((r, i) => (i === roundIndex ? { ...r, games } : r));
  return { event: { ...event, rounds }, problems, rolled };
}

/** A table's card, read again from its kept dice; null when none was rolled or the players' nations changed since. */
export function tableCard(event: CompetitionEvent, game: PairedGame, tables: ScenarioTables): ScenarioCard | null {
  const kept = game.scenario;
  if (!kept || !(yearPeriods as readonly string[]).includes(kept.period) || !(theatres as readonly string[]).includes(kept.theatre))
    return null;
  const input = tableInput(event, game, { period: kept.period as YearPeriod, theatre: kept.theatre as Theatre }, tables);
  return typeof input === 'string' ? null : generateScenario(tables, input, kept.dice);
}

/** Each table's scenario in a short line for the players' view (playersView.ts), from its kept dice; null where none was rolled. */
export const tableScenarioLine =
  (event: CompetitionEvent, tables: ScenarioTables) =>
  (game: PairedGame): string | null => {
    const card = game.scenario ? tableCard(event, game, tables) : null;
    return card ? scenarioLineOf(card.situation) : null;
  };

/** The card in a line: the situation, the weather. */
export function cardSummary(card: ScenarioCard): string {
  const situation = card.situation ? situationText(card.situation, card.names) : 'Not finished';
  const weather = card.steps.find((s) => s.id === 'weather');
  return weather ? `${situation}. ${weather.message}` : situation;
}
