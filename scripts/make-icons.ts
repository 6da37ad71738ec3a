// Makes the app icons of the web app manifest from public/favicon.svg, in Debian's Chromium (run by
// hand when the favicon changes: node scripts/make-icons.ts). "any" icons are the favicon itself;
// "maskable" ones put it inside the central 80 % safe zone on the favicon's brown, so a launcher that
// crops to a circle or a squircle never cuts the drawing.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const size of [192, 512]) {
  for (const maskable of [false, true]) {
    await page.setViewportSize({ width: size, height: size });
    const inner = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#5a4a2f' : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: `public/icons/icon-${maskable ? 'maskable-' : ''}${size}.png`, omitBackground: !maskable });
  }
}
await browser.close();
