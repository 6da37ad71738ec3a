/**
 * The verdict on each player's lists, worked out off the page: the cost tables of the nations the lists
 * name, fetched once and kept, and the event's checks (src/lib/gwsh/event/eventLists.ts). A worker is its
 * own build, so the costing code the list builder and the organiser's check share stays as they load it.
 */
import { loadCostTables, type CostTables } from '#src/lib/data/tables/costTables.ts';
import { checkEventLists } from '#src/lib/gwsh/event/eventLists.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import type { ListsVerdict } from '#src/lib/gwsh/event/listsVerdict.ts';

/** By player id: the verdict, and why: the first rule a list breaks, else the first thing to check (null when fine). */
export type VerdictEntries = [id: string, verdict: { verdict: ListsVerdict; first: string | null }][];

let tables: CostTables | null = null;

self.onmessage = async (e: MessageEvent<{ asked: number; event: CompetitionEvent }>) => {
  const { asked, event } = e.data;
  try {
    tables = await loadCostTables(
      event.players.flatMap((p) => (p.lists ?? []).map((l) => l.nation)),
      tables,
    );
    const verdicts: VerdictEntries = checkEventLists(event, tables).map((c) => [
      c.player.id,
      { verdict: c.verdict, first: (c.errors[0] ?? c.warnings[0])?.message ?? null },
    ]);
    self.postMessage({ asked, verdicts });
  } catch {
    self.postMessage({ asked, verdicts: null });
  }
};
