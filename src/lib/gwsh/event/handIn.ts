/**
 * A player's lists handed in to the event as list files (docs/formats.md, `gwsh-list`): each read by the
 * list file's own reader, all or none, so a bad file never leaves the player with part of a set.
 */
import type { FileText } from '../../files/fileText.ts';
import { counted } from '../../numbers/wording.ts';
import { parseListFile, type GwshList } from '../list/listFile.ts';
import { MAX_PLAYER_LISTS, setPlayerLists, type EventUpdate } from './eventEdits.ts';
import type { CompetitionEvent } from './event.ts';

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
