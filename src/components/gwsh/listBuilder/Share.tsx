/**
 * A link that carries the list itself (nothing is sent to a server): copy it, or hand it to the phone's share
 * sheet. And the list as plain text (rosterText.ts) for a forum post or an organiser's email.
 */
import { LinkField } from '../../shared/Fields.tsx';
import { useId, useState } from 'react';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { displayName, listFileName } from '#src/lib/gwsh/list/listEdits.ts';
import { listLinkFragment } from '#src/lib/gwsh/list/listLink.ts';
import { rosterText } from '#src/lib/gwsh/list/rosterText.ts';
import { downloadText } from '../../shared/download.ts';
import { costOf } from '#src/lib/gwsh/list/costCache.ts';
import { costOptionsUnder } from '#src/lib/gwsh/packInForce.ts';
import { useLoadedTables, usePackInForce } from './useListModel.ts';

interface Props {
  list: GwshList;
  /** The aircraft air superiority allows, as entered with the list, so the text's findings match the page's. */
  maxAircraft: number | null;
  announce: (text: string) => void;
}

export default function Share({ list, maxAircraft, announce }: Props) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const tables = useLoadedTables();
  const pack = usePackInForce();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const makeLink = () => `${location.origin}${location.pathname}#${listLinkFragment(list)}`;

  const copy = async () => {
    const url = makeLink();
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      announce('Link copied. Anyone who opens it sees this list and can add it to their own lists.');
    } catch {
      announce('The browser did not allow copying: select the link below and copy it yourself.');
      requestAnimationFrame(() => (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select());
    }
  };

  const share = async () => {
    const url = makeLink();
    setLink(url);
    try {
      await navigator.share({ title: displayName(list), url });
    } catch {
      // Closing the share sheet is not an error worth reporting; the link is shown below either way.
    }
  };

  const text = () => rosterText(list, costOf(list, tables, costOptionsUnder(pack, maxAircraft)), pack?.summary ?? null);
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text());
      announce('The list is copied as text, ready to paste into a post or an email.');
    } catch {
      announce('The browser did not allow copying: use “Download as text” instead.');
    }
  };

  return (
    <div className="lb-share">
      <div className="lb-toolbar">
        <button type="button" className="lb-button" onClick={copy}>
          Copy share link
        </button>
        {canShare && (
          <button type="button" className="lb-button" onClick={share}>
            Share…
          </button>
        )}
        <button type="button" className="lb-button" onClick={copyText}>
          Copy as text
        </button>
        <button type="button" className="lb-button" onClick={() => downloadText(listFileName(list, '.txt'), text(), 'text/plain')}>
          Download as text
        </button>
      </div>
      {link && <LinkField family="lb" id={`${id}-link`} label="Share link for this list" value={link} />}
    </div>
  );
}
