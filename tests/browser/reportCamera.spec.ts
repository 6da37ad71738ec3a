/**
 * The organiser's camera reads a player's result code: Chromium's fake camera plays a video of the QR code
 * a phone showed (made here from the code, as a phone's screen would show it), and the code is taken.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';
import { test, expect } from './test.ts';
import { addPlayers, eventIsland } from './islands.ts';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { eventNameCheck, keyPart, resultCode } from '#src/lib/gwsh/event/resultCode.ts';

/**
 * A video (YUV4MPEG2, 4:2:0) of `text`'s QR code, black on white, 8 pixels a module, in the middle of a
 * 640 × 480 frame; Chromium's fake camera plays it over and over.
 */
function qrVideo(text: string): string {
  const [width, height, scale] = [640, 480, 8];
  const modules = encode(text, { ecc: 'M', border: 4 }).data;
  const side = modules.length * scale;
  const [left, top] = [(width - side) / 2, (height - side) / 2];
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) if (modules[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'gwt-camera-')), 'code.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
  return file;
}

// The organiser's event below: "Camera test", round 1, table 1; its link unsigned here would begin 0000, so
// the code carries the key this browser signs with, read from the page.
const video = { file: '' };
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${(video.file = qrVideo('placeholder'))}`,
    ],
  },
});

test("the camera reads a phone's result code, and the report waits to be accepted", async ({ page }) => {
  await page.goto('/gwsh/calculators/event/');
  const island = await eventIsland(page);
  await page.getByLabel('Event name').fill('Camera test');
  await addPlayers(island, [
    ['Ann Smith', 'allied'],
    ['Gus Lindqvist', 'axis'],
  ]);
  await island.getByRole('button', { name: 'Pair round 1' }).click();
  await island.getByRole('button', { name: "Make the players' link" }).click();
  const key = (await island.getByTestId('link-key').locator('strong').textContent())!;
  // Ann (Allied) reports 10 to 2 at table 1 of round 1; the camera plays that code from now on (Chromium
  // reads the video's frames when the camera starts).
  const code = resultCode({
    key: keyPart(key),
    event: eventNameCheck('Camera test'),
    round: 1,
    table: 1,
    by: 'allied',
    allied: 10,
    axis: 2,
  });
  writeFileSync(video.file, readFileSync(qrVideo(code)));
  await page.context().grantPermissions(['camera']);
  const box = page.getByTestId('reported-results');
  await box.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(box.getByTestId('reports')).toContainText('Ann Smith reports 10–2; the other player has not reported.');
  await expect(box.getByLabel('Result code', { exact: true })).toHaveValue('');
  await box.getByRole('button', { name: 'Stop the camera' }).click();
  await expect(box.getByTestId('camera')).toHaveCount(0);
  await box.getByRole('button', { name: 'Accept 10–2' }).click();
  await expect(page.getByTestId('round-1').locator('tbody tr').first().locator('input').first()).toHaveValue('10');
});
