/**
 * The QR code of a list's share link on its roster. The encoder (src/lib/share/qrCode.ts) is
 * fetched when the page is idle, and the code is drawn when the sheet is shown on
 * screen (`now`) or just before the browser prints; a roster drawn for the print dialog draws it at once
 * (the list builder fetches the encoder with its print copy, usePrinting.ts).
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { listLinkFragment } from '#src/lib/gwsh/list/listLink.ts';
import type { QrCode } from '#src/lib/share/qrCode.ts';
import { QrFigure } from '../../shared/QrFigure.tsx';

type Encoder = typeof import('#src/lib/share/qrCode.ts');
let encoder: Encoder | null = null;
export const loadEncoder = () => import('#src/lib/share/qrCode.ts').then((m) => (encoder = m));

const linkOf = (list: GwshList) => `${location.origin}/gwsh/calculators/list-builder/#${listLinkFragment(list)}`;
type Drawn = { link: string; code: QrCode | null };
const drawnOf = (list: GwshList, qr: Encoder): Drawn => {
  const link = linkOf(list);
  return { link, code: qr.qrCode(link) };
};

export default function RosterQr({ list, now = false }: { list: GwshList; now?: boolean }) {
  const [drawn, setDrawn] = useState<Drawn | null>(() => (encoder ? drawnOf(list, encoder) : null));
  useEffect(() => {
    const draw = () => encoder && flushSync(() => setDrawn(drawnOf(list, encoder!)));
    const timer = now ? undefined : setTimeout(() => void loadEncoder().catch(() => undefined), 1000);
    if (now) void loadEncoder().then(draw);
    window.addEventListener('beforeprint', draw);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeprint', draw);
    };
  }, [list, now]);
  if (!drawn) return null;
  if (!drawn.code) return <p className="lb-roster-qr-note">This list is too long for a QR code: share it with its link.</p>;
  return (
    <QrFigure
      className="lb-roster-qr"
      code={drawn.code}
      link={drawn.link}
      label="QR code of this list's share link"
      caption="Scan to open this list, costed the same way."
    />
  );
}
