/**
 * The players' link as a QR code, for the hall's screen and the organiser's page: players scan it and see
 * the pairings and standings on their phones, read-only. The encoder is fetched when it is drawn; a link too
 * long for a QR code says to share the link instead.
 */
import { useEffect, useState } from 'react';
import type { QrCode } from '#src/lib/share/qrCode.ts';
import { QrFigure } from '../../shared/QrFigure.tsx';

export default function PlayersLinkQr({ link }: { link: string }) {
  const [code, setCode] = useState<{ link: string; code: QrCode | null } | null>(null);
  useEffect(() => {
    let live = true;
    void import('#src/lib/share/qrCode.ts').then((qr) => live && setCode({ link, code: qr.qrCode(link) }));
    return () => {
      live = false;
    };
  }, [link]);
  if (!code || code.link !== link) return null;
  if (!code.code) return <p>This event is too large for a QR code: give the players the link instead.</p>;
  return (
    <QrFigure
      className="ev-qr"
      code={code.code}
      link={link}
      label="QR code of the players' link"
      caption="Scan for the pairings and standings on your phone (read-only)."
    />
  );
}
