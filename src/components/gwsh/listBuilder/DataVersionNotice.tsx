/**
 * Says when the data a list was built on has changed since, row by row, and offers the update; the list
 * is never moved to new data without the player's choice.
 */
import type { DataVersionCheck } from '#src/lib/gwsh/list/rowChanges.ts';
import { describeRowChange, entriesSince } from '#src/lib/gwsh/list/rowChanges.ts';
import { changelog } from '#src/lib/data/changelog.ts';

export default function DataVersionNotice({ check, onAccept }: { check: DataVersionCheck; onAccept: () => void }) {
  if (!check.needsAttention) return null;
  const entries = entriesSince(check, changelog);
  if (check.listIsNewer) {
    return (
      <div className="lb-notice lb-notice--warning" role="note">
        <p>
          This list was built on data version {check.listVersion}, newer than this page’s {check.currentVersion}. Reload the page to get the
          latest tables; until then the totals use version {check.currentVersion}.
        </p>
      </div>
    );
  }
  return (
    <div className="lb-notice lb-notice--warning" role="note" aria-label="Data changed since this list was built">
      <p>
        <strong>The tables have changed since this list was built</strong>
        {check.listVersion && check.listVersion !== check.currentVersion
          ? ` (data version ${check.listVersion}; now ${check.currentVersion})`
          : ''}
        . The totals shown use the current data; the list itself is unchanged.
      </p>
      {check.changes.length > 0 && (
        <ul>
          {check.changes.map((c) => (
            <li key={c.key}>
              <a href={c.href}>{describeRowChange(c)}</a>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 && (
        <p>
          Changes published since: {entries.map((e) => `${e.version} (${e.date}): ${e.summary}`).join(' ')}{' '}
          <a href="/changelog/">Data changelog</a>
        </p>
      )}
      <div className="lb-toolbar">
        <button type="button" className="lb-button lb-button--primary" onClick={onAccept}>
          Use data version {check.currentVersion} for this list
        </button>
      </div>
    </div>
  );
}
