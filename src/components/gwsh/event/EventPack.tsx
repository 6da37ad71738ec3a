/**
 * The rules and data the event is played under (the event file's `rulesPack` and `dataVersion`): the
 * event takes this browser's rules pack, or this browser takes the event's, so the list builder, the
 * organiser's check and the victory points here all apply the event's choices; a difference is said.
 */
import { useEffect, useState } from 'react';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { packNotStored } from '#src/lib/tools/rulesPack/packRecordStore.ts';
import { useRulesPack } from '../shared/useRulesPack.ts';
import { keepPackHere } from '../shared/keepPackHere.ts';
import { RULES_PACK_PAGE } from '../shared/RulesPackNotice.tsx';
import { eventModel, useEventState } from '../shared/useEvent.ts';

export function EventPack() {
  const event = useEventState((s) => s.event);
  const { change, setNews } = eventModel();
  const active = useRulesPack();
  const browserPack = active?.pack ?? null;
  /** Whether the two packs decide alike; compared by the pack module, fetched only when both exist. */
  const [same, setSame] = useState<boolean | null>(null);
  useEffect(() => {
    if (!browserPack || !event.rulesPack) return;
    const eventPack = event.rulesPack;
    void import('#src/lib/gwsh/rulesPack.ts').then((m) => setSame(m.samePack(browserPack, eventPack)));
  }, [browserPack, event.rulesPack]);
  const agree = browserPack === null ? event.rulesPack === null : event.rulesPack !== null && same === true;

  // The pack is kept as the rules-pack page keeps it, a record of the record store: the choice replaces the
  // version stored, unless another tab chose since.
  const useHere = () =>
    keepPackHere(event.rulesPack, (outcome) =>
      setNews(
        outcome.kind === 'not-stored'
          ? { text: `Not changed: ${packNotStored(outcome.problem)}.`, error: true }
          : outcome.kind === 'stale'
            ? { text: 'Not changed: another tab chose the rules pack first. Do it again if it is still needed.', error: true }
            : {
                text: event.rulesPack
                  ? `This browser now checks lists and scores games with “${event.rulesPack.name}”.`
                  : 'This browser now uses the site’s readings.',
                error: false,
              },
      ),
    );

  return (
    <div className="ev-pack" data-testid="event-pack">
      <p>
        Rules pack: {event.rulesPack ? `“${event.rulesPack.name}”` : 'none (the site’s readings)'}. Lists costed under data version{' '}
        {event.dataVersion ?? 'not recorded'}
        {event.dataVersion && event.dataVersion !== dataVersion && (
          <>
            {' '}
            (this site now has {dataVersion}; the <a href="/changelog/">data changelog</a> says what changed)
          </>
        )}
        .
      </p>
      {!agree && (
        <p className="gd-error">
          This browser {browserPack ? `checks with “${browserPack.name}”` : 'uses no rules pack'}, not the event’s.{' '}
          {browserPack && (
            <button
              type="button"
              className="gd-secondary"
              onClick={() =>
                change((e) => ({ ok: true, event: { ...e, rulesPack: browserPack } }), `The event now uses “${browserPack.name}”.`)
              }
            >
              The event takes “{browserPack.name}”
            </button>
          )}{' '}
          <button type="button" className="gd-secondary" onClick={useHere}>
            This browser takes the event’s
          </button>{' '}
          <a href={RULES_PACK_PAGE}>Rules pack page</a>
        </p>
      )}
    </div>
  );
}
