/**
 * A W3C WebDriver session over HTTP, the few commands the engine tests use. Written here rather than taken
 * from WebdriverIO's client: that package brings some 120 others, among them installers that download
 * browser drivers (geckodriver, edgedriver) when npm installs them, and this project never downloads a
 * browser or its driver.
 * @see https://www.w3.org/TR/webdriver2/
 */

/** A WebDriver element reference, as the protocol returns it from a script. */
export type ElementRef = Record<string, string>;
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {}

export class WebDriverSession {
  private readonly base: string;
  private readonly id: string;

  private constructor(base: string, id: string) {
    this.base = base;
    this.id = id;
  }

  /** Waits until the driver at `base` answers (within `waitMs`), then starts a session with these capabilities. */
  static async start(base: string, capabilities: Record<string, unknown>, waitMs: number): Promise<WebDriverSession> {
    const end = Date.now() + waitMs;
    for (;;) {
      const ready = await fetch(`${base}/status`)
        .then((r) => r.json() as Promise<{ value?: { ready?: boolean } }>)
        .then((s) => s.value?.ready === true)
        .catch(() => false);
      if (ready) break;
      if (Date.now() > end) throw new WebDriverError(`No WebDriver answered at ${base} within ${waitMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const created = (await send(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
    return new WebDriverSession(base, created.sessionId);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send(this.base, method, `/session/${this.id}${path}`, body) as Promise<T>;
  }

  navigateTo = (url: string) => this.command<null>('POST', '/url', { url });
  getUrl = () => this.command<string>('GET', '/url');
  /** Runs a script body in the page (`arguments` holds `args`); an awaited promise's value comes back. */
  executeScript = <T>(script: string, args: unknown[]) => this.command<T>('POST', '/execute/sync', { script, args });
  elementClick = (element: ElementRef) => this.command<null>('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  performActions = (actions: unknown[]) => this.command<null>('POST', '/actions', { actions });
  releaseActions = () => this.command<null>('DELETE', '/actions');
  setWindowRect = (width: number, height: number) => this.command<unknown>('POST', '/window/rect', { x: 0, y: 0, width, height });
  /** The page printed as a PDF, base64; A4 is 21 × 29.7 cm. */
  printPage = () => this.command<string>('POST', '/print', { page: { width: 21, height: 29.7 } });
  takeScreenshot = () => this.command<string>('GET', '/screenshot');
  deleteSession = () => this.command<null>('DELETE', '');
}

async function send(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = (value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(`${method} ${path}: ${error ?? response.status}: ${message ?? ''}`);
  }
  return value;
}
