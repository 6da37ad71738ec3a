/**
 * GWSH 3.0, 6.1–6.2, 8.2 and 10.3: once the tactical situation is known, which list and options each
 * side may use and what they cost in victory points (7.0), and what the year, theatre and role allow:
 * flank marches, pre-planned fire, gas, counter-battery fire, aircraft and entrenchments.
 */
import type { TableOf } from '../../data/parseTable.ts';
import type { NationId } from '../../data/schemas.ts';
import { spanContains } from '../../data/yearSpan.ts';
import { gasAllowance, prePlannedPerRegiment, type FireMissionTables, type GasAllowance } from '../game/fireMissions.ts';
import type { GameRole } from '../game/gameFile.ts';
import type { Player, TacticalOutcome } from './tacticalSituation.ts';
import { isWesternFront15to17, yearOf, type Theatre, type YearPeriod } from '../yearPeriod.ts';

/** The tables a side's orders read: list points (3.0), aircraft (8.2.4) and the fire-mission tables (6.1.1, 8.2.1). */
export interface ForcesTables extends FireMissionTables {
  listPoints: TableOf<'list-points'>;
  aircraft: TableOf<'aircraft'>;
}

export interface Permission {
  allowed: boolean;
  message: string;
  rule: string;
}

export interface OptionChoice {
  option: 'A' | 'B';
  /** List points of the option (3.0). */
  listPoints: number;
  /** Victory points it costs (7.0): −1 for A, −2 for B, 0 for A where 6.2.1 makes it free. */
  victoryPoints: number;
  message: string;
  rule: string;
}

export interface Note {
  message: string;
  rule: string;
}

export interface SideOrders {
  player: Player;
  nation: NationId;
  /** The role for the game file (docs/formats.md); null in a mutual encounter. */
  role: GameRole | null;
  list: { id: 'attack' | 'defend' | 'encounter'; name: string; points: number; rule: string };
  /** The options open to this side; at most one may be taken. */
  options: OptionChoice[];
  flankMarch: Permission;
  prePlannedFire: Permission & { missionsPerRegiment: { upTo90mm: number; larger: number } | null };
  gas: GasAllowance;
  counterBattery: Permission;
  aircraft: Permission & { types: { id: string; name: string; yearsText: string }[] };
  entrenchments: Permission & { pointsLost: boolean };
  notes: Note[];
}

export interface ForcesContext {
  nation: NationId;
  period: YearPeriod;
  theatre: Theatre;
  /** An encounter on another trench-bound front, played with Attack lists (the other reading of TRENCH_FRONT_ENCOUNTER). */
  attackListInEncounter?: boolean;
}

export function roleOf(situation: TacticalOutcome, player: Player): GameRole | null {
  switch (situation.kind) {
    case 'attack-defence':
      return situation.attacker === player ? 'attacker' : 'defender';
    case 'advance-to-contact':
      return situation.highScorer === player ? 'high-scorer' : 'low-scorer';
    case 'mutual-encounter':
      return null;
  }
}

function listOf(tables: ForcesTables, id: 'attack' | 'defend' | 'encounter') {
  const row = tables.listPoints.rows.find((r) => r.id === id);
  if (!row || row.basic === null) throw new Error(`list-points table has no basic points for "${id}"`);
  return row;
}

/** The section that gives this role its options. */
function optionRule(role: GameRole | null): string {
  if (role === 'attacker') return '6.1.1';
  if (role === 'defender') return '6.1.2';
  return role === null ? '6.2.2' : '6.2.1';
}

function optionsFor(tables: ForcesTables, listId: 'attack' | 'defend' | 'encounter', role: GameRole | null): OptionChoice[] {
  const row = listOf(tables, listId);
  const encounter = role !== 'attacker' && role !== 'defender';
  const when = encounter
    ? 'Decide before completing the command plan and note it on the roster; it is declared at the end of the game.'
    : null;
  const out: OptionChoice[] = [];
  if (row.optionA !== null) {
    const free = role === 'high-scorer';
    out.push({
      option: 'A',
      listPoints: row.optionA,
      victoryPoints: free ? 0 : -1,
      message: free
        ? `Option A (${row.optionA} points) without victory-point penalty: the high scorer in an advance to contact gets it free. ${when}`
        : `Option A (${row.optionA} points) at −1 victory point. ${when ?? (role === 'attacker' ? 'Decide before the defender deploys his HQs; it stays secret until the game ends.' : 'Decide after the attacker has chosen his reinforcements and note it down.')}`,
      rule: optionRule(role),
    });
  }
  if (row.optionB !== null) {
    out.push({
      option: 'B',
      listPoints: row.optionB,
      victoryPoints: -2,
      message: `Option B (${row.optionB} points) at −2 victory points. ${when ?? "Decide before the defender deploys his HQs and declare it at once: it affects the defender's options."} It may be drawn from a different corps TO&E (9.0).`,
      rule: optionRule(role),
    });
  }
  return out;
}

function aircraftFor(tables: ForcesTables, year: number): SideOrders['aircraft'] {
  if (year === 1914) {
    return { allowed: false, types: [], message: 'No aircraft in 1914.', rule: '8.2.4' };
  }
  const types = tables.aircraft.rows
    .filter((r) => spanContains(r.years, year))
    .map((r) => ({ id: r.id, name: r.name, yearsText: r.yearsText }));
  return {
    allowed: true,
    types,
    message:
      `Aircraft available: ${types.map((t) => t.name).join(', ')}. Bought in the list, never multiplied by national quality, ` +
      'called on with a General Support die roll (main rulebook 9.1.2); the number each side may buy follows from air superiority ' +
      '(main rulebook 9.1.1); only one aircraft on the table at a time (10.4).',
    rule: '8.2.4',
  };
}

function counterBatteryFor(year: number): Permission {
  return year >= 1915
    ? {
        allowed: true,
        message:
          'Heavy and super-heavy off-table artillery regiments in general support may be designated before the game to fire counter-battery at named enemy regiments.',
        rule: '8.2.3',
      }
    : { allowed: false, message: 'Counter-battery fire starts in 1915.', rule: '8.2.3' };
}

/** Defender's defences in an attack-defence game (3.0, 10.3). */
function defenderEntrenchments(ctx: ForcesContext): SideOrders['entrenchments'] {
  const year = yearOf(ctx.period);
  if (ctx.theatre === 'western-front' && year === 1914) {
    return {
      allowed: true,
      pointsLost: false,
      message:
        'Light entrenchments for the fighting stands, HQ stands and integral support stands of two infantry brigades may be bought from the Defend list points.',
      rule: '3.0',
    };
  }
  if (ctx.theatre === 'western-front') {
    return {
      allowed: true,
      pointsLost: false,
      message: `Entrenchments are not bought: they come from the main rulebook, section ${year <= 1916 ? '15.2 (1915/16)' : '17 (1917/18)'}.`,
      rule: '3.0',
    };
  }
  if (ctx.theatre === 'trench-front') {
    // Reading trench-bound-fronts (list/readings.ts): a front locked in trench lines is a static period.
    return {
      allowed: true,
      pointsLost: false,
      message: 'Defences are not bought with points on a front locked in trench lines: they come from main rulebook sections 15.0–18.0.',
      rule: '10.3',
    };
  }
  return {
    allowed: true,
    pointsLost: false,
    message: 'On a mobile front (10.3 names the Middle East and the east in its mobile phases) defences are bought at the points of 10.3.',
    rule: '10.3',
  };
}

/** The list, options and permissions of one side once the tactical situation is known. */
export function sideOrders(tables: ForcesTables, situation: TacticalOutcome, player: Player, ctx: ForcesContext): SideOrders {
  const year = yearOf(ctx.period);
  const role = roleOf(situation, player);
  const listId = role === 'attacker' || ctx.attackListInEncounter ? 'attack' : role === 'defender' ? 'defend' : 'encounter';
  const row = listOf(tables, listId);
  const common = { player, nation: ctx.nation, role, counterBattery: counterBatteryFor(year), aircraft: aircraftFor(tables, year) };
  const list = { id: listId, name: row.name, points: row.basic ?? 0, rule: '3.0' } as const;
  const options = optionsFor(tables, listId, role);

  if (role === 'attacker') {
    const banned = isWesternFront15to17(ctx.theatre, ctx.period);
    return {
      ...common,
      list,
      options,
      flankMarch: banned
        ? { allowed: false, message: 'Flank marches are not permitted on the Western Front from 1915 to 1917.', rule: '6.1.1' }
        : {
            allowed: true,
            message:
              "May flank-march on one short table edge; undeclared until it arrives; a deep flank march (any stand arriving more than 600mm from the base line) cannot arrive before turn 3 and takes −1 on the flank march table; stands arrive at least 300mm from the defender's base line. How many brigades: main rulebook.",
            rule: '6.1.1',
          },
      prePlannedFire: {
        allowed: true,
        missionsPerRegiment: prePlannedPerRegiment(tables),
        message:
          "Any off-table artillery regiment may pre-plan fire: up to 6 fire missions per regiment, 5 for artillery over 90mm; they count towards the regiment's fire missions.",
        rule: '6.1.1',
      },
      gas: gasAllowance(tables, 'attack-defence', 'attacker', year),
      entrenchments: {
        allowed: true,
        pointsLost: false,
        message: 'Only where attacking from trench lines: the attacker then also places his entrenchments on the table.',
        rule: '6.1.3',
      },
      notes: [
        {
          message:
            'Draws command arrows, marks reserve entry points and any flank march, and defines any pre-planned fire in the attack plan.',
          rule: '6.1.3',
        },
        { message: 'Must deploy troops in all three sectors of his front line, not necessarily evenly.', rule: '6.1.3' },
      ],
    };
  }

  if (role === 'defender') {
    const notes: Note[] = [
      {
        message:
          'Deploys at least 450mm from the enemy base line; all on-table brigades have defend orders; reserve entry points are marked on the map.',
        rule: '6.1.2',
      },
      {
        message:
          'May hide the fighting stands of a single infantry battalion or cavalry regiment, plus its TO&E MMG stands, on the map (never in the open unless entrenched).',
        rule: '6.1.3',
      },
    ];
    // 6.1.3 step 5 limits the rule to the more static periods 1915–1917: not the mobile fronts.
    if (year >= 1915 && year <= 1917 && ctx.theatre !== 'mobile') {
      notes.push({
        message:
          'In the static years 1915–1917 the defender must have troops in all three front-line sectors (left, centre, right); main rulebook rules 15 to 17 apply.',
        rule: '6.1.3',
      });
    }
    return {
      ...common,
      list,
      options,
      flankMarch: {
        allowed: false,
        message: 'The defender does not flank-march: 6.1.1 gives flank marches to the attacker only.',
        rule: '6.1.1',
      },
      prePlannedFire: { allowed: false, missionsPerRegiment: null, message: 'The defender cannot pre-plan artillery fire.', rule: '6.1.2' },
      gas: gasAllowance(tables, 'attack-defence', 'defender', year),
      entrenchments: defenderEntrenchments(ctx),
      notes,
    };
  }

  // Encounter lists: advance to contact (high or low scorer) or mutual encounter.
  const flankMarch: Permission = {
    allowed: true,
    message:
      "Both players may flank-march; undeclared until it arrives; a deep flank march takes −1 on the flank march table; it arrives no nearer than 300mm to the opponent's base line. When both players flank-march along one edge, whoever arrives second deploys on their own base edge, within 300mm of the short edge.",
    rule: '6.2',
  };
  const noPrePlanned = {
    allowed: false,
    missionsPerRegiment: null,
    message: 'Artillery cannot be pre-planned in an encounter.',
    rule: '6.2',
  };
  const notes: Note[] = [{ message: 'Counts as under attack orders for reserves.', rule: '6.2' }];
  let entrenchments: SideOrders['entrenchments'];
  if (role === 'low-scorer') {
    notes.unshift({
      message:
        'Deploys one brigade on the table before the game, no more than 600mm from its base line, with attack, defend or timed orders: it places the brigade HQ first and may move it up to 6 inches before deploying the rest.',
      rule: '6.2.1',
    });
    entrenchments = {
      allowed: true,
      pointsLost: false,
      message: `Light entrenchments bought in the ${list.name} may shelter the fighting stands (infantry or dismounted cavalry) and infantry support weapons of the brigade placed before the game.`,
      rule: '6.2.1',
    };
  } else if (role === 'high-scorer') {
    entrenchments = {
      allowed: false,
      pointsLost: true,
      message: `The high scorer is the attacker in this advance to contact: light entrenchments bought in the ${list.name} are lost, with their points.`,
      rule: '3.0',
    };
  } else {
    entrenchments = {
      allowed: false,
      pointsLost: true,
      message: `Entrenchments are used only in an advance to contact, so any bought in the ${list.name} are not used in a mutual encounter.`,
      rule: '6.2',
    };
  }
  return {
    ...common,
    list,
    options,
    flankMarch,
    prePlannedFire: noPrePlanned,
    gas: gasAllowance(tables, situation.kind, role, year),
    entrenchments,
    notes,
  };
}

/** Notes for the whole game rather than one side. */
export function scenarioNotes(situation: TacticalOutcome, period: YearPeriod): Note[] {
  const year = yearOf(period);
  const notes: Note[] = [];
  if (situation.kind === 'attack-defence' && year >= 1915) {
    notes.push({
      message:
        "Attack-defence from 1915: extra artillery is allocated per main rulebook rule 16.1 at no points cost; if the attacker's preliminary bombardment lasts more than 3 days the defender gets an extra brigade per main rulebook rule 16.",
      rule: '8.2.1',
    });
  }
  notes.push({ message: 'Only off-table artillery can fire pre-planned or counter-battery missions.', rule: '8.2.2' });
  notes.push({
    message: 'The game ends four hours after terrain set-up began, unless both players agree otherwise; then victory points are totalled.',
    rule: '7.0',
  });
  return notes;
}
