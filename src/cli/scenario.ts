/**
 * `gwsh scenario` (docs/command-line.md): generates a GWSH scenario card (2.0–6.2) with the same engine as the
 * page and prints it as text at a terminal, as JSON otherwise (or with --json). Dice come from a seeded generator (--seed, reproducible; a random seed
 * when omitted) or are typed in (--dice 3,5,…, in the order the card's steps ask for them). --odds prints
 * the exact odds of each tactical situation instead. Exit 0 done, 1 the card breaks a rule (e.g. two
 * Allied nations), 2 bad arguments or not enough typed dice (the roll needed is named on stderr).
 */
import { parseTypedDice, seededRollD6 } from '../lib/dice/diceSources.ts';
import { nationId } from '../lib/data/schemas.ts';
import { errorsOf } from '../lib/findings.ts';
import { gwsh } from '../lib/data/registry.ts';
import { generateScenario, modifiersFor, scenarioOdds } from '../lib/gwsh/scenario/scenario.ts';
import { MAX_PLAYER_NAME, scenarioInputSchema, type ScenarioInput } from '../lib/gwsh/scenario/scenarioInput.ts';
import { signed, type StrategicModifier } from '../lib/gwsh/scenario/strategicModifier.ts';
import { nationName } from '../lib/gwsh/nationNames.ts';
import { isWesternFront15to18, periodLabel, theatres, yearPeriods } from '../lib/gwsh/yearPeriod.ts';
import { readArgs } from './args.ts';
import { isPackError, readRulesPackOption } from './rulesPackOption.ts';
import { packAlternatives } from '../lib/gwsh/packInForce.ts';
import { scenarioAlternativesOf } from '../lib/gwsh/scenario/scenarioAlternatives.ts';
import { scenarioCardText } from '../lib/gwsh/scenario/scenarioText.ts';
import { jsonOut, type Command, type CommandResult } from './result.ts';

const USAGE =
  'gwsh scenario --a <nation> --b <nation> --year <period> [--player-a name] [--player-b name] [--theatre western-front|trench-front|mobile] [--desert [--potential-objectives N]] [--rules pack.json] [--seed N | --dice 3,5,...] [--odds] [--json]';

type Options = { input: ScenarioInput; seed?: number; dice?: number[]; odds: boolean; json: boolean };

const spec = {
  a: { type: 'string' },
  b: { type: 'string' },
  year: { type: 'string' },
  theatre: { type: 'string' },
  seed: { type: 'string' },
  dice: { type: 'string' },
  'potential-objectives': { type: 'string' },
  'player-a': { type: 'string' },
  'player-b': { type: 'string' },
  rules: { type: 'string' },
  desert: { type: 'boolean', default: false },
  odds: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

function parseOptions(args: string[]): Options | string {
  const parsed = readArgs(args, spec);
  if (typeof parsed === 'string') return parsed;
  if (parsed.positionals.length > 0) return `Unexpected argument "${parsed.positionals[0]}".`;
  const named = parsed.values as Record<string, string | boolean | undefined>;
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(named)) if (typeof value === 'string') values.set(`--${key}`, value);
  const set = new Set(
    Object.entries(named)
      .filter(([, v]) => v === true)
      .map(([k]) => `--${k}`),
  );
  for (const required of ['--a', '--b', '--year']) if (!values.has(required)) return `${required} is required.`;
  const a = values.get('--a')!;
  const b = values.get('--b')!;
  const nations = nationId.options.join(', ');
  if (!nationId.safeParse(a).success) return `--a must be one of ${nations} (got "${a}").`;
  if (!nationId.safeParse(b).success) return `--b must be one of ${nations} (got "${b}").`;
  const year = values.get('--year')!;
  if (!(yearPeriods as readonly string[]).includes(year)) return `--year must be one of ${yearPeriods.join(', ')} (got "${year}").`;
  // "other" (before the three fronts) is still taken, as the open "mobile" front it always meant.
  const given = values.get('--theatre') ?? 'mobile';
  const where = given === 'other' ? 'mobile' : given;
  if (!(theatres as readonly string[]).includes(where)) return `--theatre must be one of ${theatres.join(', ')} (got "${given}").`;
  const potential = values.get('--potential-objectives');
  if (potential !== undefined && !/^[0-6]$/.test(potential))
    return `--potential-objectives must be a whole number from 0 to 6 (got "${potential}").`;
  const seedText = values.get('--seed');
  if (seedText !== undefined && !/^\d{1,10}$/.test(seedText))
    return `--seed must be a whole number from 0 to 4294967295 (got "${seedText}").`;
  const diceText = values.get('--dice');
  if (seedText !== undefined && diceText !== undefined) return 'Give either --seed or --dice, not both.';
  let dice: number[] | undefined;
  if (diceText !== undefined) {
    const parsed = parseTypedDice(diceText);
    if (!parsed.ok) return `--dice: ${parsed.message}.`;
    dice = parsed.dice;
  }
  const pack = readRulesPackOption(values.get('--rules'));
  if (isPackError(pack)) return pack.error;
  const alternatives = scenarioAlternativesOf(packAlternatives(pack));
  for (const flag of ['--player-a', '--player-b'])
    if ((values.get(flag)?.trim().length ?? 0) > MAX_PLAYER_NAME) return `${flag} must be at most ${MAX_PLAYER_NAME} characters long.`;
  const input = scenarioInputSchema.parse({
    a,
    b,
    period: year,
    theatre: where,
    desert: set.has('--desert'),
    ...(values.get('--player-a')?.trim() && { playerA: values.get('--player-a')!.trim() }),
    ...(values.get('--player-b')?.trim() && { playerB: values.get('--player-b')!.trim() }),
    ...(potential !== undefined && { potentialObjectives: Number(potential) }),
    // The event's choices of the scenario's readings (its rules pack), carried by the card as its page's are.
    ...(alternatives.length > 0 && { alternatives }),
  });
  return { input, seed: seedText === undefined ? undefined : Number(seedText), dice, odds: set.has('--odds'), json: set.has('--json') };
}

/** "Germany (+2)": a nation and its strategic modifier (5.0). */
const sideText = (m: StrategicModifier) =>
  `${nationName(gwsh.nations, m.nation)} (${m.modifier === null ? 'no modifier' : signed(m.modifier)})`;

function oddsReport(input: ScenarioInput, terminal: boolean): CommandResult {
  const { a, b } = modifiersFor(gwsh, input);
  const findings = [...a.findings, ...b.findings];
  const side = (m: typeof a) => ({ nation: m.nation, modifier: m.modifier, row: m.row?.id ?? null });
  const odds = scenarioOdds(gwsh, input);
  const out = {
    a: side(a),
    b: side(b),
    period: input.period,
    theatre: input.theatre,
    westernFront15to18: isWesternFront15to18(input.theatre, input.period),
    outcomes: odds.outcomes.map(({ key, label, ways, of, fraction, percent }) => ({ key, label, ways, of, fraction, percent })),
    rerollChance: odds.rerollChance && { fraction: odds.rerollChance.fraction, percent: odds.rerollChance.percent },
    reading: odds.reading,
    findings,
  };
  const code = errorsOf(findings).length > 0 ? 1 : 0;
  if (!terminal) return { stdout: jsonOut(out), code };
  const lines = [
    `${sideText(a)} against ${sideText(b)}, ${periodLabel(input.period)}: the tactical situation (GWSH 5.0)`,
    ...odds.outcomes.map((o) => `  ${o.label}: ${o.ways} in ${o.of} (${o.percent})`),
    ...(odds.rerollChance ? [`  Roll again: ${odds.rerollChance.percent}`] : []),
    ...findings.map((f) => `${f.message}${f.rule ? ` (GWSH ${f.rule})` : ''}`),
  ];
  return { stdout: `${lines.join('\n')}\n`, code };
}

export const scenarioCommand: Command = {
  usage: USAGE,
  summary: 'Generates the tactical situation and scenario for two forces, or (--odds) its exact odds.',
  run: (args, env): CommandResult => {
    const options = parseOptions(args);
    if (typeof options === 'string') return { stderr: `${options}\nUsage: ${USAGE}`, code: 2 };
    const terminal = env.terminal && !options.json;
    if (options.odds) return oddsReport(options.input, terminal);
    const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
    const card = generateScenario(gwsh, options.input, options.dice ?? seededRollD6(seed));
    // A person at a terminal reads the card; a program (a pipe, a file, or --json) reads JSON.
    const stdout = terminal ? `${scenarioCardText(card).join('\n')}\n` : jsonOut(card);
    if (!card.complete) {
      const need = card.nextRoll;
      const what = need ? `the next roll needed is "${need.purpose}" (GWSH ${need.rule})` : 'more dice are needed';
      return { stdout, stderr: `Not enough dice: ${card.dice.length} used, ${what}.`, code: 2 };
    }
    return { stdout, code: errorsOf(card.findings).length > 0 ? 1 : 0 };
  },
};
