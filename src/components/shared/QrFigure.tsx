/** A QR code drawn as one SVG path (src/lib/share/qrCode.ts), with the link it holds and a caption. */
import type { QrCode } from '#src/lib/share/qrCode.ts';

interface Props {
  code: QrCode;
  /** The text the code holds, kept on the image for tests and for anyone inspecting it. */
  link: string;
  label: string;
  caption: string;
  className: string;
}

export function QrFigure({ code, link, label, caption, className }: Props) {
  return (
    <figure className={className}>
      <svg viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label={label} data-link={link} shapeRendering="crispEdges">
        <rect width={code.size} height={code.size} fill="#fff" />
        <path d={code.path} fill="#000" />
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
