/**
 * The players' link as a QR code, for the hall's wall or screen and the organiser's page: players scan it
 * and see the pairings and standings on their phones, read-only. The link and the encoder are fetched when
 * it is drawn; an event too large for a QR code says to share the link instead.
 */
import { useEffect, useState } from 'react';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import type { QrCode } from '#src/lib/share/qrCode.ts';
import { QrFigure } from '../../shared/QrFigure.tsx';
import { EVENT_PAGE } from './eventKey.ts';

export default function PlayersLinkQr({ event }: { event: CompetitionEvent }) {
  const [drawn, setDrawn] = useState<{ link: string; code: QrCode | null } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('#src/lib/gwsh/event/eventLink.ts'), import('#src/lib/share/qrCode.ts')]).then(([links, qr]) => {
      const link = `${window.location.origin}${EVENT_PAGE}#${links.eventLinkFragment(event)}`;
      if (live) setDrawn({ link, code: qr.qrCode(link) });
    });
    return () => {
      live = false;
    };
  }, [event]);
  if (!drawn) return null;
  if (!drawn.code) return <p>This event is too large for a QR code: give the players the link instead.</p>;
  return (
    <QrFigure
      className="ev-qr"
      code={drawn.code}
      link={drawn.link}
      label="QR code of the players' link"
      caption="Scan for the pairings and standings on your phone (read-only)."
    />
  );
}
