/**
 * WebKit for the engine tests: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver), driven over W3C WebDriver
 * (./webDriverSession.ts) by WebKitWebDriver, which this module starts on a free port. It needs a display:
 * `npm run test:engines` runs under xvfb-run.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { drainErrors, ERRORS_KEY } from './server.ts';
import { WebDriverSession, type ElementRef } from './webDriverSession.ts';
import { inPage, samePage, shown, WAIT_MS, type EnginePage, type Key, type Target } from './engine.ts';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser, under the machine's own library folder (/usr/lib/<architecture>/webkit2gtk-4.x/). */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const arch of readdirSync('/usr/lib'))
    for (const version of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = join('/usr/lib', arch, version, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  throw new Error("No WebKitGTK MiniBrowser under /usr/lib: install Debian's webkit2gtk-driver, or set MINIBROWSER_PATH.");
}

/** W3C WebDriver's key codes. */
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function openWebKit(origin: string): Promise<EnginePage> {
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  const client = await WebDriverSession.start(
    `http://127.0.0.1:${port}`,
    { 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } },
    WAIT_MS,
  );
  await client.setWindowRect(1280, 800);

  const run = <T>(source: string, args: unknown[]): Promise<T> => client.executeScript<T>(`return ${source}.apply(null, arguments)`, args);
  const element = async (target: Target): Promise<ElementRef> => {
    await shown(engine, target);
    const el = await run<ElementRef | null>(
      inPage((t: Target) => find(t)),
      [target],
    );
    if (!el) throw new Error(`webkit: ${JSON.stringify(target)} is gone`);
    return el;
  };
  // Scrolled to the middle of the window, and clicked once the page has drawn two frames since: on a busy
  // machine a page still laying out would move the target from under the pointer.
  const centre = async (el: ElementRef) => {
    await run(
      inPage(async (e: Element) => {
        e.scrollIntoView({ block: 'center' });
        for (let i = 0; i < 2; i++) await new Promise((drawn) => requestAnimationFrame(drawn));
      }),
      [el],
    );
    return el;
  };
  const keys = async (text: string) => {
    await client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [...text].flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);
  };

  const engine: EnginePage = {
    engine: 'webkit',
    origin,
    goto: async (path) => {
      const url = new URL(path, origin);
      if (samePage(await client.getUrl(), url)) await client.navigateTo('about:blank');
      await client.navigateTo(url.href);
    },
    evaluate: (fn, ...args) => run(inPage(fn as (...a: never[]) => unknown), args),
    click: async (target) => {
      await client.elementClick(await centre(await element(target)));
    },
    tap: async (target) => {
      const el = await centre(await element(target));
      try {
        await client.performActions([
          {
            type: 'pointer',
            id: 'finger',
            parameters: { pointerType: 'touch' },
            actions: [
              { type: 'pointerMove', duration: 0, origin: el, x: 0, y: 0 },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ]);
        await client.releaseActions();
        return true;
      } catch {
        // WebKitGTK's driver has no touch input.
        return false;
      }
    },
    fill: async (target, text) => {
      const el = await element(target);
      await run(
        inPage((input: HTMLInputElement) => {
          input.focus();
          input.select();
        }),
        [el],
      );
      await keys(text === '' ? '\uE003' : text);
    },
    press: (key) => keys(KEYS[key]),
    setViewport: async (width, height) => {
      await client.setWindowRect(width, height);
    },
    pdf: async () => {
      try {
        return Buffer.from(await client.printPage(), 'base64');
      } catch {
        // WebKitGTK's driver cannot print.
        return null;
      }
    },
    screenshot: async (file) => {
      writeFileSync(file, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
    errors: () => run<string[]>(inPage(drainErrors), [ERRORS_KEY]),
    close: async () => {
      await client.deleteSession().catch(() => undefined);
      driver.kill();
    },
  };
  return engine;
}
