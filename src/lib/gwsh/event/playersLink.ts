/**
 * The players' link: what players read of the event (playersView.ts), packed small enough for a QR code a
 * phone reads from a screen (a twelve-player, three-round event in some 500 characters), in the address's
 * fragment as every share link of the site (src/lib/share/link.ts, checksummed). Each name is written once;
 * the standings rows follow the names' order. Links made before it, which carry the whole event
 * (`#event=`, eventLink.ts), still open.
 */
import * as z from 'zod/mini';
import { decodeShare, encodeShare, normaliseFragment } from '../../share/link.ts';
import { checkSignature, splitSignature, type Signed } from '../../share/signedLink.ts';
import { withoutBidiControls } from '../../files/terminalText.ts';
import { tieBreakers, type TieBreaker } from './event.ts';
import { scenarioLines, type PlayersView, type ViewTable } from './playersView.ts';

export const PLAYERS_LINK_KIND = 'players';
const PLAYERS_LINK_VERSION = 1;

export const isPlayersLink = (fragment: string): boolean => /^#*players=/.test(fragment.trim());

type Packed = [
  name: string,
  rounds: number,
  label: string | 0,
  /** scenario: 0 for none, the number of a line of scenarioLines from 1, or the line itself. */
  tables: [table: number, allied: number, axis: number, scenario: string | number][],
  byes: number[],
  tieBreakers: number[],
  /** Each row: rank, total, then its tie-breaker values (null: not needed); its name is names[i]. 0: hidden. */
  rows: (number | null)[][] | 0,
  names: string[],
];

const scenarioCode = (line: string | null): string | number => {
  if (line === null) return 0;
  const at = scenarioLines.indexOf(line);
  return at >= 0 ? at + 1 : line;
};

/** The fragment (without "#") of `view`. */
export function playersLinkFragment(view: PlayersView): string {
  const names = view.standings ? view.standings.map((r) => r.name) : [];
  const index = (name: string) => {
    const at = names.indexOf(name);
    return at >= 0 ? at : names.push(name) - 1;
  };
  const round = view.round;
  const tables = (round?.tables ?? []).map((t): Packed[3][number] => [t.table, index(t.allied), index(t.axis), scenarioCode(t.scenario)]);
  const byes = (round?.byes ?? []).map(index);
  const rows = view.standings ? view.standings.map((r) => [r.rank, r.total, ...r.tieBreakers]) : 0;
  const packed: Packed = [
    view.name,
    view.rounds,
    round?.label ?? 0,
    tables,
    byes,
    view.tieBreakers.map((t) => tieBreakers.indexOf(t)),
    rows,
    names,
  ];
  return encodeShare(PLAYERS_LINK_KIND, PLAYERS_LINK_VERSION, packed, true);
}

const text = (max: number) => z.string().check(z.maxLength(max));
const count = (max: number) => z.number().check(z.int(), z.minimum(-1), z.maximum(max));
const packedSchema = z.tuple([
  text(100),
  count(10_000),
  z.union([text(100), z.literal(0)]),
  z
    .array(z.tuple([count(100_000), count(10_000), count(10_000), z.union([text(500), count(scenarioLines.length)])]))
    .check(z.maxLength(5_000)),
  z.array(count(10_000)).check(z.maxLength(5_000)),
  z.array(count(2)).check(z.maxLength(3)),
  z.union([
    z.array(z.array(z.nullable(z.number().check(z.int(), z.minimum(-100_000), z.maximum(100_000))))).check(z.maxLength(10_000)),
    z.literal(0),
  ]),
  z.array(text(100)).check(z.maxLength(10_000)),
]);

export type ReadPlayersLink = { ok: true; view: PlayersView } | { ok: false; message: string };

/** Reads a players' link: the view, or one sentence saying why it cannot be opened. */
export function readPlayersLink(fragment: string): ReadPlayersLink {
  const decoded = decodeShare(splitSignature(fragment).fragment, PLAYERS_LINK_KIND, PLAYERS_LINK_VERSION, 1, "players' view");
  if (!decoded.ok) return { ok: false, message: decoded.error };
  const parsed = packedSchema.safeParse(decoded.value);
  const damaged = { ok: false as const, message: "This players' link is damaged: its content is not an event's pairings and standings." };
  if (!parsed.success) return damaged;
  // What the link says is shown as text: text-direction controls, which could reorder a name on screen, go.
  const [rawName, rounds, rawLabel, tables, byes, order, rows, rawNames] = parsed.data;
  const [name, names] = [withoutBidiControls(rawName), rawNames.map(withoutBidiControls)];
  const label = rawLabel === 0 ? 0 : withoutBidiControls(rawLabel);
  const tieBreakerOrder = order.map((i) => tieBreakers[i]).filter((t): t is TieBreaker => t !== undefined);
  const viewTables: ViewTable[] = [];
  for (const [table, a, x, scenario] of tables) {
    const [allied, axis] = [names[a], names[x]];
    const line = typeof scenario === 'string' ? withoutBidiControls(scenario) : scenario === 0 ? null : scenarioLines[scenario - 1];
    if (allied === undefined || axis === undefined || line === undefined) return damaged;
    viewTables.push({ table, allied, axis, scenario: line });
  }
  const viewByes: string[] = [];
  for (const b of byes) {
    const bye = names[b];
    if (bye === undefined) return damaged;
    viewByes.push(bye);
  }
  if (
    rows !== 0 &&
    (rows.length > names.length || rows.some((r) => r.length !== 2 + tieBreakerOrder.length || r[0] === null || r[1] === null))
  )
    return damaged;
  return {
    ok: true,
    view: {
      name,
      rounds,
      round: label === 0 ? null : { label, tables: viewTables, byes: viewByes },
      tieBreakers: tieBreakerOrder,
      standings:
        rows === 0
          ? null
          : rows.map(([rank, total, ...values], i) => ({ rank: rank!, name: names[i]!, total: total!, tieBreakers: values })),
    },
  };
}

/** Who signed a players' link (the organiser's browser signs the links it makes): checked against what it says. */
export function playersLinkSigned(fragment: string): Promise<Signed> {
  const { fragment: unsigned, signature } = splitSignature(fragment);
  return checkSignature(normaliseFragment(unsigned), signature);
}
