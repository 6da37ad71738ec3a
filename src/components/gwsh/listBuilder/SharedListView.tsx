/**
 * A list opened from a share link: shown read-only with "Add to my lists". A damaged or newer link gets
 * its one-sentence reason, and the saved lists are not touched either way until the player adds it.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import type { ParsedList } from '#src/lib/gwsh/list/listFile.ts';
import ErrorNotice from './ErrorNotice.tsx';
import Roster from '../shared/Roster.tsx';

interface Props {
  shared: ParsedList;
  cost: ListCost | null;
  onAdd: () => void;
  onClose: () => void;
  /** The view's element id, for the total bar's link to it while it is open. */
  anchorId: string;
}

export default function SharedListView({ shared, cost, onAdd, onClose, anchorId }: Props) {
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Whoever opened a link came for it: bring it into view (it sits below the page's introduction).
  useLayoutEffect(() => (alert.current ?? heading.current)?.focus(), [shared]);
  if (!shared.ok) {
    return (
      <ErrorNotice onDismiss={onClose} focusRef={alert}>
        <p>
          <strong>This shared link could not be opened.</strong> {shared.error} Your saved lists have not been changed.
        </p>
      </ErrorNotice>
    );
  }
  return (
    <section className="lb-shared" id={anchorId} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lb-section-title" tabIndex={-1} ref={heading}>
        A shared list (read only)
      </h2>
      <p>Someone sent you this list. It is not among your lists until you add it.</p>
      <div className="lb-toolbar">
        <button type="button" className="lb-button lb-button--primary" onClick={onAdd}>
          Add to my lists
        </button>
        <button type="button" className="lb-button" onClick={onClose}>
          Close
        </button>
      </div>
      {cost && <Roster list={shared.list} cost={cost} headingLevel={3} qrNow />}
    </section>
  );
}
