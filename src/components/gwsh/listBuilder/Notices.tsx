/** What the page must tell the player about saving: storage problems, another tab's change, unreadable entries. */
import type { Conflict, UnreadableEntry } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import type { ConflictChoice } from '#src/lib/tools/listBuilder/savedListsStore.ts';
import { downloadText } from '../../shared/download.ts';
import { lazy, Suspense } from 'react';

/** Only a saved list past the cap (from an older version) needs this part. */
const OversizedList = lazy(() => import('./OversizedList.tsx'));

interface Props {
  storageProblem: string | null;
  storageAvailable: boolean;
  conflict: Conflict | null;
  unreadable: readonly UnreadableEntry[];
  onRetry: () => void;
  onResolve: (choice: ConflictChoice) => void;
  /** Makes a saved list past the cap (an older version's) into lists within it. */
  onSplit: (key: string) => void;
}

function conflictText(conflict: Conflict): string {
  if (conflict.kind === 'changed')
    return 'This list was also changed in another tab or window. Your version is on screen and has not been saved over theirs.';
  if (conflict.kind === 'deleted') return 'This list was deleted in another tab or window. Your version is still on screen.';
  return `The saved copy of this list can no longer be read (${conflict.error}), so it has not been saved over. Your version is still on screen.`;
}

export default function Notices(p: Props) {
  return (
    <>
      {p.storageProblem && (
        <div
          className={`lb-notice ${p.storageAvailable ? 'lb-notice--error' : 'lb-notice--warning'}`}
          role={p.storageAvailable ? 'alert' : 'note'}
        >
          <p>{p.storageProblem}</p>
          {p.storageAvailable && (
            <div className="lb-toolbar">
              <button type="button" className="lb-button" onClick={p.onRetry}>
                Try saving again
              </button>
            </div>
          )}
        </div>
      )}
      {p.conflict && (
        <div className="lb-notice lb-notice--error" role="alert">
          <p>
            <strong>{conflictText(p.conflict)}</strong> Choose what to keep; until then your changes here are not saved.
          </p>
          <div className="lb-toolbar">
            {p.conflict.kind === 'changed' && (
              <button type="button" className="lb-button" onClick={() => p.onResolve('theirs')}>
                Show the other version
              </button>
            )}
            <button type="button" className="lb-button" onClick={() => p.onResolve('copy')}>
              Keep both: save mine as a new list
            </button>
            {p.conflict.kind === 'changed' && (
              <button type="button" className="lb-button" onClick={() => p.onResolve('mine')}>
                Keep mine, replace theirs
              </button>
            )}
            {p.conflict.kind === 'deleted' && (
              <>
                <button type="button" className="lb-button" onClick={() => p.onResolve('mine')}>
                  Keep this list
                </button>
                <button type="button" className="lb-button" onClick={() => p.onResolve('theirs')}>
                  Let it go
                </button>
              </>
            )}
          </div>
        </div>
      )}
      {p.unreadable.length > 0 && (
        <div className="lb-notice lb-notice--warning" role="note">
          <p>
            {p.unreadable.length === 1 ? 'One saved entry' : `${p.unreadable.length} saved entries`} could not be read and
            {p.unreadable.length === 1 ? ' has' : ' have'} been left exactly as stored: {p.unreadable.map((u) => u.error).join('; ')}.
          </p>
          <div className="lb-toolbar">
            <button
              type="button"
              className="lb-button"
              onClick={() =>
                downloadText('unreadable-lists.json', JSON.stringify(Object.fromEntries(p.unreadable.map((u) => [u.key, u.text])), null, 2))
              }
            >
              Download them as they are
            </button>
          </div>
          {p.unreadable.map(
            (u) =>
              u.extra && (
                <Suspense key={u.key} fallback={null}>
                  <OversizedList list={u.extra} why={u.error} onSplit={() => p.onSplit(u.key)} />
                </Suspense>
              ),
          )}
        </div>
      )}
    </>
  );
}
