/**
 * A rules pack from a link, offered before it replaces anything: whose rules it is, what it would change
 * against the pack in use (or the site's readings), and the choice. The differences are the engine's
 * (src/lib/gwsh/rulesPack.ts, packDifferences).
 */
import { useId } from 'react';
import { packDifferences, packSummary, type RulesPack } from '#src/lib/gwsh/rulesPack.ts';

interface Props {
  offer: RulesPack;
  current: RulesPack | null;
  onUse: () => void;
  onKeep: () => void;
}

export default function PackOffer({ offer, current, onUse, onKeep }: Props) {
  const id = useId();
  const name = packSummary(offer).name;
  const currentName = current ? packSummary(current).name : null;
  const changes = packDifferences(current, offer);
  return (
    <section className="rp-offer" aria-labelledby={`${id}-title`} data-testid="rules-pack-offer">
      <h2 id={`${id}-title`}>
        Use <bdi>{name}</bdi>&rsquo;s rules
        {currentName === null ? (
          ' in this browser'
        ) : (
          <>
            {' '}
            instead of <bdi>{currentName}</bdi>&rsquo;s
          </>
        )}
        ?
      </h2>
      <p>
        This link carries a rules pack. Until you choose, lists are still checked and games scored{' '}
        {currentName === null ? (
          'with the site’s readings'
        ) : (
          <>
            with <bdi>{currentName}</bdi>&rsquo;s rules pack
          </>
        )}
        .
      </p>
      {changes.length === 0 ? (
        <p>It decides every reading as the {currentName === null ? 'site does' : 'pack in use does'}; only its name differs.</p>
      ) : (
        <>
          <p>What it would change:</p>
          <ul>
            {changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      )}
      <div className="rp-actions">
        <button type="button" onClick={onUse}>
          Use <bdi>{name}</bdi>&rsquo;s rules
        </button>
        <button type="button" onClick={onKeep}>
          {currentName === null ? (
            'Not now'
          ) : (
            <>
              Keep <bdi>{currentName}</bdi>&rsquo;s
            </>
          )}
        </button>
      </div>
    </section>
  );
}
