/**
 * The players' view of an event with each table's scenario line, and its link to the hall view; the
 * modules (the view, the link, the scenario generator the lines need) are fetched when it is first asked for.
 */
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { HALL_PAGE } from '../shared/eventKey.ts';

export async function playersViewOf(event: CompetitionEvent, tables: ScenarioTables): Promise<{ view: PlayersView; link: string }> {
  const [{ playersView }, { playersLinkFragment }, { tableScenarioLine }] = await Promise.all([
    import('#src/lib/gwsh/event/playersView.ts'),
    import('#src/lib/gwsh/event/playersLink.ts'),
    import('#src/lib/gwsh/event/tableScenarios.ts'),
  ]);
  const view = playersView(event, tableScenarioLine(event, tables));
  return { view, link: `${window.location.origin}${HALL_PAGE}#${playersLinkFragment(view)}` };
}
