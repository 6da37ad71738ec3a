/** A read-only box with a link carrying a share fragment (to this page, or to `page`), and a button to copy it. */
import { useId, useState } from 'react';
import { LinkField } from '../../shared/Fields.tsx';

export function ShareLink({ fragment, label, page }: { fragment: string; label: string; page?: string }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const url = typeof window === 'undefined' ? `#${fragment}` : `${window.location.origin}${page ?? window.location.pathname}#${fragment}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      setStatus('This browser did not allow copying: select the link in the box and copy it.');
    }
  };
  return (
    <div className="gd-share gd-noprint">
      <LinkField id={`${id}-url`} label={label} value={url} />
      <div className="gd-actions">
        <button type="button" className="gd-secondary" onClick={copy}>
          Copy link
        </button>
        <span role="status">{status}</span>
      </div>
    </div>
  );
}
