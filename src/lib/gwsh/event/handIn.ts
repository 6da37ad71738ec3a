/**
 * A player's lists handed in to the event as list files (docs/formats.md, `gwsh-list`): each read by the
 * list file's own reader, all or none, so a bad file never leaves the player with part of a set.
 */
import type { FileText } from '../../files/fileText.ts';
import { counted } from '../../numbers/wording.ts';
import { parseListFile, type GwshList } from '../list/listFile.ts';
import { MAX_PLAYER_LISTS, setPlayerLists, type EventUpdate } from './eventEdits.ts';
import { sameName, type CompetitionEvent, type EventPlayer } from './event.ts';

export type HandedIn = { ok: true; lists: GwshList[] } | { ok: false; message: string };

/** The lists of the files picked, in their order, or one sentence naming the first file that is not a list. */
export function listsFromFiles(files: readonly { name: string; read: FileText }[]): HandedIn {
  if (files.length > MAX_PLAYER_LISTS)
    return { ok: false, message: `a player may hand in at most ${MAX_PLAYER_LISTS} lists, not ${files.length}` };
  const lists: GwshList[] = [];
  for (const { name, read } of files) {
    if (!read.ok) return { ok: false, message: read.error.replace(/\.$/, '') };
    const parsed = parseListFile(read.text);
    if (!parsed.ok) return { ok: false, message: `“${name}”: ${parsed.error.replace(/\.$/, '')}` };
    lists.push(parsed.list);
  }
  return { ok: true, lists };
}

/** "Ann handed in 2 lists.": what the page says once they are kept. */
export const handedInWords = (name: string, count: number): string => `${name} handed in ${counted(count, 'list', 'lists')}.`;

/** The action that gives a player the lists read (replacing theirs); the lists' problem when there are none to give. */
export const handIn =
  (id: string, read: HandedIn) =>
  (event: CompetitionEvent): EventUpdate =>
    read.ok ? setPlayerLists(event, id, read.lists) : read;

/** A list checked on the organiser's page, by the name of the file or link it came from. */
export interface NamedList {
  file: string;
  list: GwshList;
}

/**
 * The organiser's checked lists sorted to the event's players by the player each list names (case and
 * spaces aside), in order; the lists that name no player of the event, or no player at all, apart.
 */
export function listsByPlayer(
  event: CompetitionEvent,
  lists: readonly NamedList[],
): { players: Map<EventPlayer, GwshList[]>; unmatched: NamedList[] } {
  const players = new Map<EventPlayer, GwshList[]>();
  const unmatched: NamedList[] = [];
  for (const entry of lists) {
    const name = entry.list.player;
    const player = name === undefined ? undefined : event.players.find((p) => sameName(p.name, name));
    if (!player) unmatched.push(entry);
    else players.set(player, [...(players.get(player) ?? []), entry.list]);
  }
  return { players, unmatched };
}

/** The action: each player a list names takes the lists naming them (replacing theirs), on the event as it is then. */
export const handInByName =
  (lists: readonly NamedList[]) =>
  (event: CompetitionEvent): EventUpdate => {
    const { players } = listsByPlayer(event, lists);
    if (players.size === 0) return { ok: false, message: `no list names a player of “${event.name}”` };
    let next = event;
    for (const [player, handed] of players) {
      const given = setPlayerLists(next, player.id, handed);
      if (!given.ok) return { ok: false, message: `${player.name}: ${given.message}` };
      next = given.event;
    }
    return { ok: true, event: next };
  };

/** What handing the lists in does, said before it is done: how many lists to how many players, and which lists name no player. */
export function handInByNameWords(event: CompetitionEvent, lists: readonly NamedList[]): string {
  const { players, unmatched } = listsByPlayer(event, lists);
  const given = [...players.values()].reduce((n, l) => n + l.length, 0);
  const head = `${counted(given, 'list', 'lists')} handed in to “${event.name}” for ${counted(players.size, 'player', 'players')}.`;
  if (unmatched.length === 0) return head;
  const which = unmatched.map((u) => `“${u.file}” (${u.list.player === undefined ? 'no player named' : `no player “${u.list.player}”`})`);
  return `${head} Not handed in: ${which.join(', ')}.`;
}
