/** The roster's QR code: decoded by an independent reader (jsQR) back to the very link. */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { listLinkFragment, readListLink } from '#src/lib/gwsh/list/listLink.ts';
import { qrCode, type QrCode } from '#src/lib/share/qrCode.ts';
import { brigade, list } from '../gwsh/list/listBuilders.ts';

/** Draws the code's path (rectangles "Mx yhWv1h-Wz") at `scale` pixels a module, as RGBA. */
function rasterise(code: QrCode, scale = 4) {
  const side = code.size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of code.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return { pixels, side };
}

describe('qrCode', () => {
  it("encodes a list's share link so that a reader gets the same list back", () => {
    const sample = list({
      nation: 'germany',
      year: 1917,
      player: 'Ada',
      brigades: [
        brigade('Sturm', 'veteran', [
          ['infantry', 9],
          ['mg-1917-18', 2],
        ]),
      ],
    });
    const link = `https://example.org/gwsh/calculators/list-builder/#${listLinkFragment(sample)}`;
    const code = qrCode(link)!;
    const { pixels, side } = rasterise(code);
    const read = jsQR(pixels, side, side);
    expect(read?.data).toBe(link);
    expect(readListLink(read!.data.slice(read!.data.indexOf('#')))).toEqual({ ok: true, list: sample });
  });

  it('says when a link is too long for any QR code', () => {
    expect(qrCode('x'.repeat(5000))).toBeNull();
  });
});
