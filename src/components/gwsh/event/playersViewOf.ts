/**
 * The players' view of an event with each table's scenario line, and its link to the hall view, signed with
 * this browser's key (src/lib/tools/event/linkKeys.ts); the modules (the view, the link, the scenario
 * generator the lines need) are fetched when it is first asked for.
 */
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { HALL_PAGE } from '../shared/eventKey.ts';
import { linkFingerprint, signingKey } from './linkKeysInBrowser.ts';

export async function playersViewOf(
  event: CompetitionEvent,
  tables: ScenarioTables,
): Promise<{ view: PlayersView; link: string; fingerprint: string | null }> {
  const [{ playersView }, { playersLinkFragment }, { tableScenarioLine }, { signFragment, canSign }] = await Promise.all([
    import('#src/lib/gwsh/event/playersView.ts'),
    import('#src/lib/gwsh/event/playersLink.ts'),
    import('#src/lib/gwsh/event/tableScenarios.ts'),
    import('#src/lib/share/signedLink.ts'),
  ]);
  const view = playersView(event, tableScenarioLine(event, tables));
  const unsigned = playersLinkFragment(view);
  if (!canSign()) return { view, link: `${window.location.origin}${HALL_PAGE}#${unsigned}`, fingerprint: null };
  const [signed, fingerprint] = await Promise.all([signingKey().then((key) => signFragment(unsigned, key)), linkFingerprint()]);
  return { view, link: `${window.location.origin}${HALL_PAGE}#${signed}`, fingerprint };
}
